/**
 * A push endpoint is an address the server will call on a visitor's say-so, so it must never lead into
 * the organiser's own network (SSRF): https only, and a host that is a public address. The check is made
 * twice: on the address as given when a device subscribes (a clear 400), and on every address its name
 * resolves to when a message is sent (the connection's own DNS lookup goes through connectLookup, so a
 * name that later resolves to 10.0.0.5 is refused at the socket, with no window between check and use).
 *
 * PUSH_ALLOW_LOCAL (tests only; production refuses to start with it) lets http://127.0.0.1 through for
 * the tests' local push service, and nothing else.
 */
import dns from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

const PRIVATE = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  PRIVATE.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['2001:db8::', 32],
] as const)
  PRIVATE.addSubnet(network, prefix, 'ipv6');

const LOOPBACK = new Set(['127.0.0.1', '::1']);

/** True for an address outside every private, loopback, link-local, documentation and multicast range. */
export function isPublicAddress(address: string): boolean {
  // An IPv4-mapped IPv6 address (::ffff:10.0.0.1) is judged as the IPv4 address it carries.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return isPublicAddress(mapped);
  const family = isIP(address);
  if (family === 0) return false;
  return !PRIVATE.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** Names that never denote a public host, whatever a resolver says. */
const LOCAL_NAME = /(^|\.)(localhost|local|internal|lan|home|intranet|corp)$/i;

/** Why `endpoint` may not be called, or null. */
export function endpointProblem(endpoint: string, allowLocal: boolean): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'endpoint must be a web address';
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (allowLocal && url.protocol === 'http:' && LOOPBACK.has(host)) return null;
  if (url.protocol !== 'https:') return 'endpoint must be an https:// address';
  if (url.username || url.password) return 'endpoint must not carry a user name or password';
  if (isIP(host) ? !isPublicAddress(host) : LOCAL_NAME.test(host) || !host.includes('.'))
    return 'endpoint must be a public push service, not a private or loopback address';
  return null;
}

/** A DNS lookup for the sender's sockets that fails for any private address (loopback too, unless allowed). */
export function connectLookup(allowLocal: boolean): LookupFunction {
  const allowed = (address: string) => isPublicAddress(address) || (allowLocal && LOOPBACK.has(address));
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const list = addresses as dns.LookupAddress[];
      const refused = list.find((entry) => !allowed(entry.address));
      if (refused || list.length === 0) {
        const problem = Object.assign(new Error(`push endpoint ${hostname} resolves to a private address`), { code: 'EPUSHPRIVATE' });
        return callback(problem, '', 0);
      }
      // Node asks for every address when it races IPv4 and IPv6 (autoSelectFamily), one otherwise.
      if (options.all) return (callback as unknown as (err: null, all: dns.LookupAddress[]) => void)(null, list);
      const [first] = list as [dns.LookupAddress];
      return callback(null, first.address, first.family);
    });
  };
}
