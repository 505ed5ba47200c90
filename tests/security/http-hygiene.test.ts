/**
 * HTTP hygiene of the API: a wrong method on an existing path is a 405 with Allow (not a 404), and an
 * oversized body is refused with 413 before it is read, with Connection: close, so no client reuses a
 * socket the server is about to drop.
 */
import { connect } from 'node:net';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ErrorEnvelopeSchema } from '../../src/contract/common';
import { useApiServer } from '../support/api-server';

const api = await useApiServer();
const errorOf = (body: unknown) => v.parse(ErrorEnvelopeSchema, body);

describe('wrong methods on existing API paths', () => {
  it.each([
    ['GET', '/api/public/user/login/', 'POST'],
    ['PUT', '/api/public/news/', 'GET, HEAD'],
    ['DELETE', '/api/public/user/', 'GET, HEAD, PATCH'],
    ['GET', '/api/refresh/', 'POST'],
    ['PATCH', '/api/logout', 'POST'],
    ['POST', '/api/public/participants/filters/', 'GET, HEAD'],
  ] as const)('%s %s answers 405 MethodNotAllowed with Allow: %s', async (method, path, allow) => {
    const res = method === 'GET' ? await api.get(path) : await api.send(method, path, {});
    expect(res.status).toBe(405);
    expect(res.headers.get('Allow')).toBe(allow);
    expect(errorOf(res.body).error_code).toBe('MethodNotAllowed');
  });

  it('still answers 404 EntityNotFound for a path that exists under no method', async () => {
    const res = await api.send('POST', '/api/public/no_such_call/', {});
    expect(res.status).toBe(404);
    expect(errorOf(res.body).error_code).toBe('EntityNotFound');
  });
});

type RawAnswer = { head: string; body: string; closedByServer: boolean };

/** Sends the request head only (announcing a large body) on a raw socket and reads until the server closes. */
function announceLargeBody(path: string, bytes: number): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(api.server.port, '127.0.0.1');
    let text = '';
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ ...split(text), closedByServer: false });
    }, 5000);
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('end', () => {
      clearTimeout(timer);
      resolve({ ...split(text), closedByServer: true });
    });
    socket.on('error', reject);
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${bytes}\r\nConnection: keep-alive\r\n\r\n`,
    );
  });
}

function split(text: string) {
  const at = text.indexOf('\r\n\r\n');
  return { head: text.slice(0, at), body: text.slice(at + 4) };
}

describe('oversized bodies', () => {
  it('are answered 413 with Connection: close before a byte of the body is sent, and the server closes the socket', async () => {
    const answer = await announceLargeBody('/api/public/application_for_participant/', 10 * 1024 * 1024);
    expect(answer.head).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer.head).toMatch(/^connection: close$/im);
    expect(answer.closedByServer).toBe(true);
    const body = answer.body.trim();
    // The body may be chunked: the envelope is the JSON object inside.
    const json = body.slice(body.indexOf('{'), body.lastIndexOf('}') + 1);
    expect(errorOf(JSON.parse(json)).error_code).toBe('PayloadTooLarge');
  });

  it('leave the next request, on a fresh connection, answered normally', async () => {
    await announceLargeBody('/api/refresh/', 1024 * 1024);
    const next = await api.get('/api/public/site/');
    expect(next.status).toBe(200);
    const again = await fetch(`${api.server.url}/api/public/topics/`);
    expect(again.status).toBe(200);
  });
});
