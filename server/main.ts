/** `npm start`: check the environment, then serve the PWA and its API on one port. */
import { readEnv } from './env';
import { startServer } from './start';

const env = readEnv();
const server = await startServer(env);
console.log(`expo-pwa is serving on ${server.url} (database: ${server.database.kind === 'pglite' ? `PGlite in ${env.DATA_DIR}` : 'PostgreSQL'})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server.close().finally(() => process.exit(0));
  });
}
