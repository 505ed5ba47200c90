/**
 * The container files cannot be built here without a container runtime, so their promises are checked
 * statically — a non-root runtime stage built with `npm ci --omit=dev`, and a compose file with PostgreSQL
 * and two instances sharing one secret — and the image's health check command is run for real against a
 * server started the way the image starts it.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { useApiServer } from '../support/api-server';

const run = promisify(execFile);
const api = await useApiServer();
const dockerfile = readFileSync('Dockerfile', 'utf8');
const compose = readFileSync('compose.yaml', 'utf8');
const packageJson = JSON.parse(readFileSync('package.json', 'utf8')) as { dependencies: Record<string, string> };

/** The lines of the last stage (the one the image runs). */
const runtimeStage = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));

describe('the Dockerfile', () => {
  it('builds in one stage and runs the production dependencies as a non-root user in the last', () => {
    expect(dockerfile.match(/^FROM /gm)?.length).toBeGreaterThanOrEqual(2);
    expect(runtimeStage).toMatch(/^RUN npm ci --omit=dev/m);
    expect(runtimeStage).toMatch(/^USER (?!root\b|0\b)\S+/m);
    // The build stage's dist is a link to builds/<id> (decision 0022): the image copies the build it names.
    expect(dockerfile).toMatch(/^RUN npm run build && cp -rL dist \/app\/image-dist$/m);
    expect(runtimeStage).toContain('COPY --from=build /app/image-dist ./dist');
  });

  it('runs the server through tsx, which is therefore a production dependency', () => {
    expect(runtimeStage).toMatch(/^CMD \["node", "--import", "tsx", "server\/main.ts"\]/m);
    expect(packageJson.dependencies).toHaveProperty('tsx');
  });

  it('has a health check that passes against a running server', async () => {
    const line = /^\s*CMD \["node", "-e", "(.*)"\]$/m.exec(dockerfile.slice(dockerfile.indexOf('HEALTHCHECK')));
    const script = line?.[1];
    if (!script) throw new Error('no node -e health check in the Dockerfile');
    expect(script).toContain('/readyz');
    const { stderr } = await run(process.execPath, ['-e', script], { env: { ...process.env, PORT: String(api.server.port) } });
    expect(stderr).toBe('');
    // And it fails when nothing answers (a port nobody listens on).
    await expect(run(process.execPath, ['-e', script], { env: { ...process.env, PORT: '1' } })).rejects.toMatchObject({ code: 1 });
  });
});

describe('compose.yaml', () => {
  it('runs PostgreSQL and two app instances that share the database and the token secret', () => {
    expect(compose).toMatch(/^ {2}postgres:\n {4}image: postgres:/m);
    expect(compose).toMatch(/^ {2}app1:\n {4}<<: \*app/m);
    expect(compose).toMatch(/^ {2}app2:\n {4}<<: \*app/m);
    const shared = compose.slice(compose.indexOf('x-app:'), compose.indexOf('services:'));
    expect(shared).toMatch(/DATABASE_URL: postgres:\/\/\S+@postgres:5432\//);
    expect(shared).toMatch(/TOKEN_SECRET: \S{32,}/);
    expect(shared).toMatch(/TRUST_PROXY: "1"/);
  });
});
