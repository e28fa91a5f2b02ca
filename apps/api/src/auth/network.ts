import { isIPv4, isIPv6 } from 'node:net';

/**
 * "Network" in the spec's "Network Environment Changed" (doc 1 §7): the client address as Fastify
 * sees it (`request.ip`; the forwarding headers count only when `TRUST_PROXY` says which proxies to
 * believe), reduced to the block one household or office holds:
 *
 * - IPv4: the /24 (`203.0.113.0/24`), so that a carrier's or office's pool of neighbouring
 *   addresses is one network;
 * - IPv6: the /64 (`2001:db8:1:2::/64`), the prefix one link or subscriber gets, inside which the
 *   client's privacy addresses rotate;
 * - IPv4 written as IPv6 (`::ffff:203.0.113.9`) counts as the IPv4 address.
 *
 * A session created on one network and used from another is refused and revoked. A laptop moving
 * from the office Wi-Fi to a phone's hotspot signs in again; so does a dual-stack client that
 * switches between IPv4 and IPv6 between calls, which browsers rarely do within a session.
 */
export function clientNetwork(address: string): string {
  const ip = plainAddress(address);
  if (isIPv4(ip)) return `${ip.split('.').slice(0, 3).join('.')}.0/24`;
  const groups = ipv6Groups(ip);
  if (!groups) return `unknown:${ip}`;
  const mapped = mappedIPv4(groups);
  if (mapped) return clientNetwork(mapped);
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/**
 * The client as throttling counts it: the IPv4 address itself, or the IPv6 /64 (anyone holding
 * one IPv6 address holds its whole /64, so counting single IPv6 addresses would count nothing).
 */
export function throttleClient(address: string): string {
  const ip = plainAddress(address);
  if (isIPv4(ip)) return ip;
  const groups = ipv6Groups(ip);
  if (!groups) return `unknown:${ip}`;
  const mapped = mappedIPv4(groups);
  return mapped ?? clientNetwork(ip);
}

/** The address without an IPv6 zone (`fe80::1%eth0`) and in lower case. */
function plainAddress(address: string): string {
  return address.split('%')[0]!.trim().toLowerCase();
}

/** The eight 16-bit groups of an IPv6 address, or `undefined` when it is not one. */
function ipv6Groups(address: string): number[] | undefined {
  if (!isIPv6(address)) return undefined;
  let text = address;
  // A trailing dotted IPv4 part (`::ffff:1.2.3.4`) is two groups.
  const dotted = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((group) => parseInt(group, 16)));
  const headGroups = parse(head);
  const tailGroups = tail === undefined ? [] : parse(tail);
  const zeros = 8 - headGroups.length - tailGroups.length;
  return [...headGroups, ...Array<number>(Math.max(zeros, 0)).fill(0), ...tailGroups];
}

/** The IPv4 address of an IPv4-mapped IPv6 address (`::ffff:0:0/96`), else `undefined`. */
function mappedIPv4(groups: number[]): string | undefined {
  const isMapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (!isMapped) return undefined;
  const [high = 0, low = 0] = groups.slice(6);
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
}
