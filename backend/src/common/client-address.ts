import { createHash } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';

/**
 * The part of a client's IP address that rate limits count by. One IPv6 subscriber usually holds a
 * whole /64 and can pick any address in it, so IPv6 is counted by its first 64 bits; an IPv4-mapped
 * IPv6 address (`::ffff:203.0.113.7`, as dual-stack sockets report IPv4 clients) is the IPv4 address.
 * Anything else (a garbled X-Forwarded-For behind a trusted proxy) is hashed, so a key never holds
 * more than a few dozen characters of what a client sent.
 */
export function addressKey(ip: string | undefined): string {
  if (!ip) return 'unknown';
  if (isIPv4(ip)) return ip;
  if (isIPv6(ip)) {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
    if (mapped && isIPv4(mapped[1])) return mapped[1];
    return `${expandIPv6(ip).slice(0, 4).join(':')}::/64`;
  }
  return `other:${hashKey(ip)}`;
}

/** A short, fixed-length stand-in for an unbounded value (an e-mail, a header) in a limiter key. */
export const hashKey = (value: string) => createHash('sha256').update(value).digest('base64url').slice(0, 22);

/** The eight 16-bit groups of a valid IPv6 address, as lowercase hex without leading zeros. */
function expandIPv6(ip: string): string[] {
  let address = ip.split('%')[0].toLowerCase();
  // A trailing dotted IPv4 part (::1.2.3.4, 64:ff9b::1.2.3.4) is two groups.
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number);
    address = address.slice(0, dotted.index) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = address.includes('::') ? address.split('::') : [address, undefined];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = tail === undefined ? left : [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
  return groups.map((group) => parseInt(group, 16).toString(16));
}
