/**
 * Words of the API that the browser also shows, declared once for both sides. Apart from the schemas
 * (api.ts), like paths.ts, so that a screen that only shows a refusal loads no zod.
 */

/** The desk's refusal (401 and 403 from /api/desk/…), which the desk also shows to a signed-out visitor. */
export const STAFF_ONLY = "This page is for the store's staff.";
