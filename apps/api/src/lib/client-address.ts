import net from 'node:net';
import type { FastifyRequest } from 'fastify';
import { isLoopbackHost } from '../config/network';

/** Headers by which a proxy or CDN names the client it forwards (besides every `x-forwarded-*`). */
const FORWARDING_HEADERS = [
  'forwarded',
  'via',
  'x-real-ip',
  'x-client-ip',
  'x-cluster-client-ip',
  'cf-connecting-ip',
  'true-client-ip',
  'fastly-client-ip',
  'x-original-forwarded-for',
];

/** A request a proxy passed on: its socket is the proxy's, loopback when the proxy runs on this machine. */
const forwarded = (headers: Record<string, unknown>) =>
  Object.keys(headers).some((name) => name.startsWith('x-forwarded-') || FORWARDING_HEADERS.includes(name));

/** A client on this machine that no proxy forwarded (the operator's own tools: /api/dev/outbox, /metrics). */
export const fromThisMachine = (request: FastifyRequest) =>
  isLoopbackHost(request.socket.remoteAddress ?? '') && !forwarded(request.headers);

/**
 * The key per-address limits count under. An IPv4 address counts as itself,
 * also when it arrives IPv4-mapped (`::ffff:203.0.113.7`, as a dual-stack socket reports it). An IPv6
 * client gets a whole /64 from its provider and can rotate through it at will, so it counts by its
 * /64 prefix (`2001:db8:0:1::/64`). Anything else (not an IP address) is returned unchanged.
 */
export function addressKey(ip: string): string {
  const address = ip.split('%', 1)[0]!;
  const kind = net.isIP(address);
  if (kind === 4) return address;
  if (kind !== 6) return ip;
  const hextets = expandIpv6(address);
  const mapped = hextets.slice(0, 5).every((h) => h === 0) && hextets[5] === 0xffff;
  if (mapped) return [hextets[6]! >> 8, hextets[6]! & 0xff, hextets[7]! >> 8, hextets[7]! & 0xff].join('.');
  return `${hextets
    .slice(0, 4)
    .map((h) => h.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` compression and a dotted IPv4 tail resolved). */
function expandIpv6(address: string): number[] {
  let text = address.toLowerCase();
  const dotted = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const parse = (part: string) => (part ? part.split(':').map((h) => parseInt(h, 16)) : []);
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  const zeros = tail === undefined ? [] : new Array<number>(8 - left.length - right.length).fill(0);
  return [...left, ...zeros, ...right];
}
