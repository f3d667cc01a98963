/**
 * Words of the API that the browser also shows, declared once for both sides. Apart from the schemas
 * (api.ts), like paths.ts, so that a screen that only shows a refusal loads no zod.
 */

/** The desk's refusal (401 and 403 from /api/desk/…), which the desk also shows to a signed-out visitor. */
export const STAFF_ONLY = "This page is for the store's staff.";

/** The deals (FLASH30, the team price, wheel vouchers) need a verified email; the refusal's code. */
export const VERIFY_EMAIL_FOR_DEALS = 'Verify your email address to get FLASH30, team prices and wheel vouchers: open the link we sent you, then try again.';
export const EMAIL_UNVERIFIED_CODE = 'email_unverified' as const;
