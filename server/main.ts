/**
 * `npm start`: check the environment, then serve the PWA and its API on one port.
 *
 * SIGTERM (what an orchestrator or `docker stop` sends) and SIGINT stop the server gracefully: no new
 * connections, requests in flight finish (up to 10 s), the database is closed, exit 0. A second signal
 * while draining exits at once.
 */
import { readEnv } from './env';
import { DemoAccountInProduction } from './seed/demo-account';
import { startServer } from './start';

const env = readEnv();
const server = await startServer(env).catch((error: unknown) => {
  // A refusal is a message for the operator, not a stack trace.
  if (error instanceof DemoAccountInProduction) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
});
console.log(
  `expo-pwa is serving on ${server.url} (database: ${server.database.kind === 'pglite' ? `PGlite in ${env.DATA_DIR}` : 'PostgreSQL'})`,
);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) process.exit(1);
    stopping = true;
    console.log(`${signal}: finishing the requests in flight, then closing the database.`);
    server.close().then(
      () => {
        console.log('Stopped.');
        process.exit(0);
      },
      (error: unknown) => {
        console.error('Stopping failed:', error);
        process.exit(1);
      },
    );
  });
}
