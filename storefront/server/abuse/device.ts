import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { getSignedCookie, setSignedCookie } from 'hono/cookie';

/** This browser's device id, in a signed HttpOnly cookie the API alone reads. */
export const DEVICE_COOKIE = 'nexus_device';
const DEVICE_COOKIE_MAX_AGE = 400 * 24 * 60 * 60;
const DEVICE_ID = /^[0-9a-f-]{36}$/;

export interface DeviceCookieOptions {
  secret: string;
  /** `Secure` when the store is served over https. */
  secure: boolean;
}

/** The device id this browser already carries, or null (none, or one whose signature does not verify). */
export async function knownDevice(c: Context, options: DeviceCookieOptions): Promise<string | null> {
  const known = await getSignedCookie(c, options.secret, DEVICE_COOKIE);
  return typeof known === 'string' && DEVICE_ID.test(known) ? known : null;
}

/**
 * This browser's device id, or a new one set on the answer. A browser that throws its cookies away is
 * a new device each time: limits keyed on the device are backed by the card's and the address's.
 */
export async function deviceOf(c: Context, options: DeviceCookieOptions): Promise<string> {
  const known = await knownDevice(c, options);
  if (known) return known;
  const device = randomUUID();
  await setSignedCookie(c, DEVICE_COOKIE, device, options.secret, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: options.secure,
    path: '/api',
    maxAge: DEVICE_COOKIE_MAX_AGE,
  });
  return device;
}
