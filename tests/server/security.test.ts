import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../storefront/server/security';

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp.split('; ').map((part) => {
      const [name = '', ...values] = part.split(' ');
      return [name, values];
    }),
  );
}

describe('contentSecurityPolicy', () => {
  it('allows nothing outside this server by default', () => {
    const csp = directives(contentSecurityPolicy({ stripe: false }));
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('frame-src')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('adds Stripe origins only when Stripe is configured', () => {
    const csp = directives(contentSecurityPolicy({ stripe: true }));
    expect(csp.get('script-src')).toContain('https://js.stripe.com');
    expect(csp.get('frame-src')).toContain('https://js.stripe.com');
    expect(csp.get('connect-src')).toContain('https://api.stripe.com');
  });

  it('lets the app reach the Firebase Auth emulator when it is in use', () => {
    const csp = directives(contentSecurityPolicy({ stripe: false, authEmulatorOrigin: 'http://127.0.0.1:9099' }));
    expect(csp.get('connect-src')).toContain('http://127.0.0.1:9099');
    expect(csp.get('frame-src')).toContain('http://127.0.0.1:9099');
    expect(csp.get('script-src')).toEqual(["'self'", 'https://apis.google.com']);
  });
});
