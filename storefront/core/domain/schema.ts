import { z } from 'zod';

/**
 * zod, for every schema of the app: import `z` from here, not from 'zod' (eslint enforces it).
 *
 * The pages' Content-Security-Policy allows no eval (`script-src 'self'`). zod 4 compiles fast
 * object parsers with `new Function`, probing first whether eval is allowed: parsing still works when
 * it is not, but the probe is a CSP violation the browser reports (Lighthouse's inspector-issues on
 * the cart). Its interpreted path gives the same results, so the compiler is off, set here before
 * any schema can parse. The server shares the domain's schemas and runs them the same way.
 */
z.config({ jitless: true });

export { z };
