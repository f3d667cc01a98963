import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientAddress, parseTrustedProxies, UNKNOWN_CLIENT } from '../../storefront/server/abuse/client-address';

/** The address the app would use for a request with this X-Forwarded-For (in process: no socket). */
async function addressFor(trust: string | undefined, forwardedFor?: string): Promise<string> {
  const app = new Hono();
  app.get('/', (c) => c.text(clientAddress(c, parseTrustedProxies(trust))));
  const response = await app.request('/', { headers: forwardedFor === undefined ? {} : { 'X-Forwarded-For': forwardedFor } });
  return response.text();
}

describe('NEXUS_TRUST_PROXY', () => {
  it('reads no proxy, a hop count or networks, and refuses anything else', () => {
    expect(parseTrustedProxies(undefined)).toEqual({ kind: 'none' });
    expect(parseTrustedProxies('0')).toEqual({ kind: 'none' });
    expect(parseTrustedProxies('2')).toEqual({ kind: 'hops', hops: 2 });
    expect(parseTrustedProxies('10.0.0.0/8, ::1, loopback').kind).toBe('networks');
    expect(() => parseTrustedProxies('proxy.internal')).toThrow(/not an IP address or network/);
    expect(() => parseTrustedProxies('10.0.0.0/33')).toThrow(/prefix length/);
  });
});

describe('the client address', () => {
  it('ignores X-Forwarded-For when no proxy is trusted', async () => {
    expect(await addressFor(undefined, '203.0.113.9')).toBe(UNKNOWN_CLIENT);
  });

  it('takes the entry the last trusted hop appended, not the client’s first one', async () => {
    expect(await addressFor('1', '1.2.3.4, 203.0.113.9')).toBe('203.0.113.9');
    expect(await addressFor('2', '1.2.3.4, 203.0.113.9, 10.0.0.5')).toBe('203.0.113.9');
    // Fewer entries than hops: the leftmost there is, never beyond.
    expect(await addressFor('3', '203.0.113.9')).toBe('203.0.113.9');
  });

  it('never answers with a value that is not an IP address', async () => {
    expect(await addressFor('1', '203.0.113.9, not-an-ip')).toBe(UNKNOWN_CLIENT);
    expect(await addressFor('2', 'garbage, 203.0.113.9')).toBe('203.0.113.9');
    expect(await addressFor('1', '::ffff:198.51.100.4')).toBe('198.51.100.4');
    expect(await addressFor('1', '2001:db8::1')).toBe('2001:db8::1');
  });
});
