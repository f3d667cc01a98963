import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import type { z } from 'zod';
import type { ApiError } from '../core/contract/api';

/** Only `application/json`: a cross-site form cannot send it without the browser asking first (CORS). */
export function isJson(contentType: string | undefined): boolean {
  return contentType?.split(';')[0]?.trim().toLowerCase() === 'application/json';
}

export interface JsonBodyOptions {
  /** What the body is, for the messages: 'the payment' gives 'Send the payment as JSON, …'. */
  what: string;
  /** Larger bodies answer 413 without being read further. */
  maxBytes: number;
  /** The 400 answer for JSON that is not the right shape: what to send instead, and what was wrong. */
  invalid: (error: z.ZodError, body: unknown) => ApiError;
}

/**
 * The one way the API reads a JSON request body: `application/json` only (415), at most `maxBytes`
 * (413, and the connection closes, as the rest is never read), valid JSON (400), of the route's
 * schema (400 with `invalid`'s answer). The handler gets the parsed body as `c.get('body')`.
 */
export function jsonBody<Schema extends z.ZodType>(schema: Schema, { what, maxBytes, invalid }: JsonBodyOptions) {
  const limit = bodyLimit({
    maxSize: maxBytes,
    onError: (c) => {
      c.header('Connection', 'close');
      return c.json<ApiError>({ error: `The request body is over ${maxBytes / 1024} KB; ${what} is far smaller.` }, 413);
    },
  });
  return createMiddleware<{ Variables: { body: z.output<Schema> } }>(async (c, next) => {
    if (!isJson(c.req.header('content-type'))) {
      return c.json<ApiError>({ error: `Send ${what} as JSON, with Content-Type: application/json.` }, 415);
    }
    let answer: Response | undefined;
    const tooLarge = await limit(c as Context, async () => {
      let body: unknown;
      try {
        body = JSON.parse(await c.req.text());
      } catch {
        answer = c.json<ApiError>({ error: 'Request body must be valid JSON.' }, 400);
        return;
      }
      const parsed = schema.safeParse(body);
      if (!parsed.success) {
        answer = c.json<ApiError>(invalid(parsed.error, body), 400);
        return;
      }
      c.set('body', parsed.data);
      await next();
    });
    // bodyLimit's own answer (413), a refusal, or nothing: the handler's response stands.
    return tooLarge instanceof Response ? tooLarge : answer;
  });
}
