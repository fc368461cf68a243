import { isIPv4, isIPv6 } from 'node:net';

/**
 * The address a guest is counted by (views, plays): the request's address as Fastify resolves it
 * under TRUST_PROXY, with an IPv4 address inside IPv6 (`::ffff:192.0.2.1`) read as IPv4 and an
 * IPv6 address reduced to its /64 network, which one household or phone holds whole and can pick
 * any address from. Headers the client chooses (User-Agent) play no part (decision 0043).
 */
export function clientAddress(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped && isIPv4(mapped[1]!)) return mapped[1]!;
  const address = ip.split('%')[0]!;
  if (!isIPv6(address)) return ip;
  const [head = '', tail] = address.split('::');
  const groups = (part: string) => (part ? part.split(':') : []);
  // A dotted IPv4 tail stands for two groups; '::' for as many zero groups as are missing.
  const width = (parts: string[]) => parts.reduce((sum, part) => sum + (part.includes('.') ? 2 : 1), 0);
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const full = tail === undefined ? left : [...left, ...Array<string>(8 - width(left) - width(right)).fill('0'), ...right];
  return `${full
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}
