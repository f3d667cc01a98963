import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The layering rule bites: files that break it on purpose, under tests/boundaries/fixtures
 * (ignored by `npm run lint`), are linted with the repository's own config and must fail; a file
 * that imports only downwards must pass, so the rule is not simply refusing everything.
 */
const eslint = new ESLint({ ignore: false });

async function problems(file: string): Promise<string[]> {
  const [result] = await eslint.lintFiles([`tests/boundaries/fixtures/storefront/${file}`]);
  return (result?.messages ?? []).map((message) => `${message.line}:${message.ruleId ?? 'parse'}`);
}

describe('layer boundaries', { timeout: 60_000 }, () => {
  it('core may not import the web app, React or the kit', async () => {
    expect(await problems('core/imports-web.ts')).toEqual(
      expect.arrayContaining(['2:no-restricted-imports', '3:boundaries/dependencies', '4:boundaries/dependencies']),
    );
  });

  it('the server may not import a page or the kit', async () => {
    expect(await problems('server/imports-web.ts')).toEqual(
      expect.arrayContaining(['2:boundaries/dependencies', '3:boundaries/dependencies']),
    );
  });

  it('in the server, payments (gateway adapters) import neither orders nor checkout, and orders neither desk nor checkout', async () => {
    expect(await problems('server/payments/imports-orders.ts')).toEqual(['2:boundaries/dependencies', '3:boundaries/dependencies']);
    expect(await problems('server/orders/imports-up.ts')).toEqual(['2:boundaries/dependencies', '3:boundaries/dependencies']);
  });

  it('inside the web app, a store may not import a page', async () => {
    expect(await problems('src/stores/imports-page.ts')).toEqual(['2:boundaries/dependencies']);
  });

  it('a page importing components, stores, core and the kit passes', async () => {
    expect(await problems('src/pages/imports-down.ts')).toEqual([]);
  });
});
