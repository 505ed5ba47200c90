// @vitest-environment node
/**
 * Each TypeScript project knows only the globals of the place its code runs: a probe file is compiled with
 * the project's own options, and `process` fails in the client, `window` in the server and the worker.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

function errorsOf(config: string, folder: string, code: string): string[] {
  const configPath = path.join(root, config);
  const read = ts.readConfigFile(configPath, ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(read.config, ts.sys, path.dirname(configPath));
  const probe = path.join(root, folder, '__probe__.ts');
  const host = ts.createCompilerHost(parsed.options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (name, language, ...rest) =>
    path.resolve(name) === probe ? ts.createSourceFile(name, code, language) : getSourceFile(name, language, ...rest);
  const program = ts.createProgram([probe], parsed.options, host);
  return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

describe('the TypeScript projects', { timeout: 60_000 }, () => {
  it.each([
    ['tsconfig.client.json', 'src/lib', 'export const secret = process.env.TOKEN_SECRET;', "'process'"],
    ['tsconfig.server.json', 'server', 'export const here = window.location.href;', "'window'"],
    ['sw/tsconfig.json', 'sw', 'export const here = window.location.href;', "'window'"],
  ])('%s refuses a global of another place', (config, folder, code, name) => {
    const errors = errorsOf(config, folder, code);
    expect(errors.some((message) => message.includes(name))).toBe(true);
  });

  it.each([
    ['tsconfig.client.json', 'src/lib', 'export const here = window.location.href;'],
    ['tsconfig.server.json', 'server', 'export const port = process.env.PORT;'],
    ['sw/tsconfig.json', 'sw', 'declare const self: ServiceWorkerGlobalScope;\nexport const scope = self.registration.scope;'],
  ])('%s accepts its own globals', (config, folder, code) => {
    expect(errorsOf(config, folder, code)).toEqual([]);
  });
});
