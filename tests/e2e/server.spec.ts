import { expect, test } from './fixtures';

test('serves the app shell for client routes with security headers', async ({ request }) => {
  const response = await request.get('/category/laptops');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/html');
  const csp = response.headers()['content-security-policy'];
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("object-src 'none'");
  expect(response.headers()['x-content-type-options']).toBe('nosniff');
});

test('answers unknown API routes with a JSON 404', async ({ request }) => {
  const response = await request.get('/api/does-not-exist');
  expect(response.status()).toBe(404);
  expect(await response.json()).toEqual({ error: 'No API route GET /api/does-not-exist' });
});

test('home page renders in Chromium', async ({ page }) => {
  // A returning visitor: on a first visit the prize wheel is a modal dialog over the page.
  await page.addInitScript(() => localStorage.setItem('hasSpun', 'true'));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nexus: electronics for South Africa');
  await expect(page).toHaveTitle(/Nexus/);
});
