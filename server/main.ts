/**
 * `npm start`: check the environment, then serve the PWA and its API on one port.
 *
 * A refusal to start (a bad environment, an unreachable database, another instance's TOKEN_SECRET, the
 * demo account in production) is one fatal log line saying what to change, and exit code 1; anything
 * else that fails the start is logged with its stack and cause chain, also exit 1.
 *
 * SIGTERM (what an orchestrator or `docker stop` sends) and SIGINT stop the server gracefully: no new
 * connections, requests in flight finish (up to 10 s), the database is closed, exit 0. A second signal
 * while draining exits at once.
 */
import { readEnv } from './env';
import { causeChain, loggerFromEnv, LOG_FORMATS, type LogFormat, type Logger } from './log';
import { startServer } from './start';
import { StartupRefusal } from './startup-refusal';

/** Before the environment is read: its own LOG_FORMAT and NODE_ENV when they make sense, as the server would. */
function bootLogger(): Logger {
  const format = LOG_FORMATS.find((name) => name === process.env.LOG_FORMAT) as LogFormat | undefined;
  return loggerFromEnv({ NODE_ENV: process.env.NODE_ENV ?? 'development', LOG_FORMAT: format });
}

function refuse(log: Logger, error: unknown): never {
  if (error instanceof StartupRefusal) log.fatal(error.message);
  else log.fatal({ err: error }, `The server could not start: ${causeChain(error)}`);
  // pino writes stdout synchronously (sonic-boom's default), so the line is out before the exit.
  process.exit(1);
}

let log = bootLogger();
let env: ReturnType<typeof readEnv>;
try {
  env = readEnv();
} catch (error) {
  refuse(log, error);
}
log = loggerFromEnv(env);
const server = await startServer(env, { log }).catch((error: unknown) => refuse(log, error));
const { build } = server.deps;
log.info(
  { url: server.url, database: server.database.kind, build: build.id },
  `expo-pwa is serving on ${server.url} (database: ${server.database.kind === 'pglite' ? `PGlite in ${env.DATA_DIR}` : 'PostgreSQL'}; ` +
    `build: ${build.id ?? build.dir})`,
);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) process.exit(1);
    stopping = true;
    log.info(`${signal}: finishing the requests in flight, then closing the database.`);
    server.close().then(
      () => {
        log.info('Stopped.');
        process.exit(0);
      },
      (error: unknown) => {
        log.error({ err: error }, `Stopping failed: ${causeChain(error)}`);
        process.exit(1);
      },
    );
  });
}
