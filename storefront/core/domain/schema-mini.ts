import * as z from 'zod/mini';

/**
 * zod/mini, zod's own tree-shakable build of the same package (functions instead of methods:
 * `z.optional(z.string())`, `z.int().check(z.nonnegative())`), for the schemas the browser reads
 * answers with (core/contract/answers.ts): a screen that imports only these loads the parsers it uses,
 * about a third of what zod classic costs (classic's methods bring every check and its JSON Schema
 * conversion, ~22 KB as sent). Import it from here, not from 'zod/mini' (eslint enforces it).
 *
 * Both builds share zod's core and its one global configuration: parsing without eval (the CSP, see
 * schema.ts) is set here too, so that a page that loads only this build never probes for eval. Where
 * classic is loaded as well (the server, the checkout), its English messages apply to these schemas.
 */
z.config({ jitless: true });

export { z };
