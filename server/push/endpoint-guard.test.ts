import { describe, expect, it } from 'vitest';
import { connectLookup, endpointProblem, isPublicAddress } from './endpoint-guard';

describe('the push endpoint guard', () => {
  it('tells public addresses from private, loopback, link-local and documentation ones', () => {
    for (const address of ['8.8.8.8', '142.250.74.10', '2a00:1450:4010:c05::5f']) expect(isPublicAddress(address), address).toBe(true);
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.0.10',
      '169.254.169.254',
      '100.64.1.1',
      '0.0.0.0',
      '::1',
      'fd12::1',
      'fe80::1',
      '::ffff:10.0.0.1',
      'nonsense',
    ])
      expect(isPublicAddress(address), address).toBe(false);
  });

  it('lets plain http to the loopback through only for the tests setting', () => {
    expect(endpointProblem('http://127.0.0.1:4000/push/a', true)).toBeNull();
    expect(endpointProblem('http://127.0.0.1:4000/push/a', false)).toMatch(/https/);
    expect(endpointProblem('http://10.0.0.1/push/a', true)).toMatch(/https/);
    expect(endpointProblem('https://fcm.googleapis.com/fcm/send/abc', false)).toBeNull();
    expect(endpointProblem('https://user:pw@fcm.googleapis.com/x', false)).toMatch(/user name/);
  });

  it('refuses at the socket a name that resolves to a private address', async () => {
    const lookup = (allowLocal: boolean) =>
      new Promise<string>((resolve) =>
        connectLookup(allowLocal)('localhost', { family: 4 }, (error, address) =>
          resolve(error ? ((error as NodeJS.ErrnoException).code ?? 'error') : String(address)),
        ),
      );
    expect(await lookup(false)).toBe('EPUSHPRIVATE');
    expect(await lookup(true)).toBe('127.0.0.1');
  });
});
