import { createMiddleware } from 'hono/factory';

/**
 * Answers that no cache may keep. `byAccount`: they differ by account (`Vary: Authorization`), and a
 * shared cache must never hand one shopper's answer to another.
 */
export function noStore({ byAccount = false }: { byAccount?: boolean } = {}) {
  return createMiddleware(async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
    if (byAccount) c.header('Vary', 'Authorization');
  });
}
