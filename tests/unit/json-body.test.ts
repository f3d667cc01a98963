import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jsonBody } from '../../storefront/server/json-body';

const schema = z.strictObject({ productId: z.int().positive() });

function app() {
  const api = new Hono();
  api.post('/thing', jsonBody(schema, { what: 'the thing', maxBytes: 64, invalid: (error) => ({ error: 'Send { "productId": <id> }.', problems: error.issues.map((issue) => issue.message) }) }), (c) =>
    c.json({ got: c.get('body').productId }),
  );
  return api;
}

function post(body: BodyInit | null, headers: Record<string, string> = { 'content-type': 'application/json' }) {
  return app().request('/thing', { method: 'POST', body, headers });
}

describe('jsonBody: the one reader of JSON request bodies', () => {
  it('hands the handler the parsed body', async () => {
    const response = await post(JSON.stringify({ productId: 7 }), { 'content-type': 'application/json; charset=utf-8' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ got: 7 });
  });

  it.each([
    ['no content type', {}],
    ['a form', { 'content-type': 'application/x-www-form-urlencoded' }],
    ['text', { 'content-type': 'text/plain' }],
  ])('answers 415 for %s', async (_name, headers) => {
    const response = await post(JSON.stringify({ productId: 7 }), headers);
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ error: 'Send the thing as JSON, with Content-Type: application/json.' });
  });

  it.each([['truncated', '{"productId": '], ['empty', ''], ['single quotes', "{'productId': 1}"]])('answers 400 for %s JSON', async (_name, body) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Request body must be valid JSON.' });
  });

  it('answers 400 with the route\'s own words for JSON of the wrong shape', async () => {
    const response = await post(JSON.stringify({ productId: -1, extra: true }));
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { error: string; problems: string[] };
    expect(answer.error).toBe('Send { "productId": <id> }.');
    expect(answer.problems.length).toBeGreaterThan(0);
  });

  it('answers 413 for a body over the limit, declared or streamed, and closes the connection', async () => {
    const big = JSON.stringify({ productId: 1, pad: 'x'.repeat(100) });
    const declared = await post(big);
    expect(declared.status).toBe(413);
    expect(declared.headers.get('connection')).toBe('close');
    expect(((await declared.json()) as { error: string }).error).toMatch(/over .* KB/);

    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(big));
        controller.close();
      },
    });
    const streamed = await app().request('/thing', {
      method: 'POST',
      body: stream,
      headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      // @ts-expect-error Node's fetch needs duplex for a streamed body
      duplex: 'half',
    });
    expect(streamed.status).toBe(413);
  });
});
