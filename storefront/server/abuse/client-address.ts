import { BlockList, isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * Which proxies in front of the server may say who the client is (`NEXUS_TRUST_PROXY`):
 * - `none`: the connection's own address is the client's (the server faces the internet);
 * - `hops`: that many proxies, each appending the address it saw to `X-Forwarded-For`;
 * - `networks`: proxies whose addresses are in these networks, however many there are.
 */
export type TrustedProxies = { kind: 'none' } | { kind: 'hops'; hops: number } | { kind: 'networks'; list: BlockList; text: string };

/** Every request that cannot be told apart (no socket, nothing trustworthy forwarded) is one client. */
export const UNKNOWN_CLIENT = 'unknown';

function addSubnet(list: BlockList, entry: string): void {
  const [address = '', prefixText] = entry.split('/');
  const family = isIP(address);
  if (family === 0) throw new Error(`NEXUS_TRUST_PROXY: '${entry}' is not an IP address or network (e.g. 10.0.0.0/8).`);
  const type = family === 4 ? 'ipv4' : 'ipv6';
  if (prefixText === undefined) {
    list.addAddress(address, type);
    return;
  }
  const prefix = Number(prefixText);
  if (!Number.isInteger(prefix) || prefix < 0 || prefix > (family === 4 ? 32 : 128)) {
    throw new Error(`NEXUS_TRUST_PROXY: '${entry}' has no valid prefix length.`);
  }
  list.addSubnet(address, prefix, type);
}

/**
 * Reads `NEXUS_TRUST_PROXY`: unset or `0`, no proxy; a whole number, that many proxy hops; otherwise
 * a comma-separated list of proxy addresses and networks (`10.0.0.0/8, 127.0.0.1`; `loopback` is
 * 127.0.0.0/8 and ::1).
 */
export function parseTrustedProxies(text: string | undefined): TrustedProxies {
  const value = text?.trim() ?? '';
  if (value === '' || value === '0') return { kind: 'none' };
  if (/^\d+$/.test(value)) return { kind: 'hops', hops: Number(value) };
  const list = new BlockList();
  for (const entry of value.split(',').map((part) => part.trim()).filter(Boolean)) {
    if (entry === 'loopback') {
      list.addSubnet('127.0.0.0', 8, 'ipv4');
      list.addAddress('::1', 'ipv6');
    } else addSubnet(list, entry);
  }
  return { kind: 'networks', list, text: value };
}

/** An IPv4 address a dual-stack socket reports as `::ffff:1.2.3.4` is the IPv4 client 1.2.3.4. */
function normalise(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped?.[1] ?? address;
}

function isTrusted(address: string, trust: Extract<TrustedProxies, { kind: 'networks' }>): boolean {
  const family = isIP(address);
  return family !== 0 && trust.list.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

function socketAddress(c: Context): string {
  try {
    const address = getConnInfo(c).remote.address;
    return address ? normalise(address) : UNKNOWN_CLIENT;
  } catch {
    // Not on a Node socket (an in-process request).
    return UNKNOWN_CLIENT;
  }
}

/**
 * The client's address: the one the last trusted proxy saw. `X-Forwarded-For` is read from the right
 * (each proxy appends the address it saw), because its left end is whatever the client wrote. A value
 * that does not parse as an IP address is never used: the request then counts as the nearest proxy's,
 * which shares its limits with everyone behind it rather than getting limits of its own.
 */
export function clientAddress(c: Context, trust: TrustedProxies): string {
  const socket = socketAddress(c);
  if (trust.kind === 'none') return socket;
  const forwarded = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => normalise(entry.trim()))
    .filter((entry) => entry !== '');
  // The chain as the server sees it: the client's claim first, the connection's address last.
  const chain = [...forwarded, socket];
  let index = chain.length - 1;
  if (trust.kind === 'hops') {
    index = Math.max(0, chain.length - 1 - trust.hops);
  } else {
    while (index > 0 && isTrusted(chain[index]!, trust)) index -= 1;
  }
  // Back towards the server to the nearest entry that is an address.
  while (index < chain.length - 1 && isIP(chain[index]!) === 0) index += 1;
  const address = chain[index]!;
  return isIP(address) === 0 ? UNKNOWN_CLIENT : address;
}

/**
 * The address as limits count it: an IPv4 address as it is, an IPv6 address as its /64 network
 * (`2001:db8:1:2::/64`). One home or phone gets a whole /64 from its provider, 2^64 addresses to
 * rotate through, so counting IPv6 addresses one by one would limit nobody.
 */
export function addressGroup(address: string): string {
  if (isIP(address) !== 6) return address;
  const [head = '', tail] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail === undefined ? [] : tail ? tail.split(':') : [];
  // An embedded IPv4 tail (::ffff:1.2.3.4 style) takes two groups; only the first four groups matter.
  const rightGroups = right.flatMap((group) => (group.includes('.') ? ['0', '0'] : [group]));
  const groups = [...left, ...Array(Math.max(0, 8 - left.length - rightGroups.length)).fill('0'), ...rightGroups];
  const prefix = groups.slice(0, 4).map((group) => (parseInt(group || '0', 16) || 0).toString(16));
  return `${prefix.join(':')}::/64`;
}
