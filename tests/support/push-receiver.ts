/**
 * A push service on 127.0.0.1 for the tests (issue 34): it accepts what a browser's push service would,
 * checks the VAPID signature (RFC 8292: an ES256 JWT for the endpoint's origin, signed by the key in
 * `k=`), and decrypts the payload (RFC 8291 + RFC 8188, aes128gcm) with the device's private key, as
 * the browser would before handing it to the service worker. Each device is a path; a device may answer
 * 410 (the subscription is gone) or hold the request open (a slow push service).
 */
import { createECDH, createDecipheriv, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type Received = { device: string; payload: unknown; audience: string; subject: string; ttl: string | undefined };
export type DeviceBehaviour = 'accept' | 'gone' | 'hold';
export type TestDevice = { name: string; endpoint: string; keys: { p256dh: string; auth: string } };

type DeviceState = { behaviour: DeviceBehaviour; privateKey: Buffer; publicKey: Buffer; auth: Buffer };

const b64 = (buffer: Buffer) => buffer.toString('base64url');

/** The VAPID header's JWT checked against its own key: returns its claims, or throws. */
function verifyVapid(header: string | undefined): { aud: string; sub: string; exp: number } {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`not a VAPID authorization: ${header}`);
  const [token = '', key = ''] = [match[1], match[2]];
  const [head = '', claims = '', signature = ''] = token.split('.');
  const point = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64(point.subarray(1, 33)), y: b64(point.subarray(33, 65)) },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('the VAPID signature does not verify');
  if (JSON.parse(Buffer.from(head, 'base64url').toString()).alg !== 'ES256') throw new Error('VAPID JWT is not ES256');
  return JSON.parse(Buffer.from(claims, 'base64url').toString()) as { aud: string; sub: string; exp: number };
}

/** RFC 8291 decryption of one aes128gcm record with the device's keys. */
function decrypt(body: Buffer, device: DeviceState): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(device.privateKey);
  const shared = ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), device.publicKey, serverKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, device.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const plain = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02 and any zero padding.
  let end = plain.length - 1;
  while (end >= 0 && plain[end] === 0) end -= 1;
  if (plain[end] !== 2) throw new Error('the payload has no last-record delimiter');
  return plain.subarray(0, end).toString('utf8');
}

export async function startPushReceiver() {
  const devices = new Map<string, DeviceState>();
  const received: Received[] = [];
  const problems: string[] = [];
  const held: (() => void)[] = [];
  let onRequest: (() => void) | null = null;

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const name = decodeURIComponent((request.url ?? '').replace(/^\/push\//, ''));
      const device = devices.get(name);
      onRequest?.();
      if (!device) return void response.writeHead(404).end();
      try {
        const claims = verifyVapid(request.headers.authorization);
        if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error(`content-encoding ${request.headers['content-encoding']}`);
        if (claims.exp * 1000 < Date.now()) throw new Error('the VAPID JWT has expired');
        const payload: unknown = JSON.parse(decrypt(Buffer.concat(chunks), device));
        received.push({ device: name, payload, audience: claims.aud, subject: claims.sub, ttl: request.headers.ttl as string | undefined });
      } catch (error) {
        problems.push(`${name}: ${(error as Error).message}`);
        return void response.writeHead(400).end();
      }
      if (device.behaviour === 'gone') return void response.writeHead(410).end();
      if (device.behaviour === 'hold') return void held.push(() => response.writeHead(201).end());
      response.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    received,
    /** Requests that did not verify or decrypt: a test expects none. */
    problems,
    /** A new device with keys of its own, as a browser's pushManager.subscribe() gives it. */
    device(name: string, behaviour: DeviceBehaviour = 'accept'): TestDevice {
      const ecdh = createECDH('prime256v1');
      const publicKey = ecdh.generateKeys();
      const auth = randomBytes(16);
      devices.set(name, { behaviour, privateKey: ecdh.getPrivateKey(), publicKey, auth });
      return { name, endpoint: `${origin}/push/${encodeURIComponent(name)}`, keys: { p256dh: b64(publicKey), auth: b64(auth) } };
    },
    /** Resolves at the next request that reaches the service. */
    nextRequest: () => new Promise<void>((resolve) => (onRequest = resolve)),
    /** Answers the held requests. */
    release: () => held.splice(0).forEach((answer) => answer()),
    close: () =>
      new Promise<void>((resolve) => {
        held.splice(0).forEach((answer) => answer());
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
