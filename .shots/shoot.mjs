import { chromium } from '@playwright/test';
const base = process.env.BASE ?? 'http://localhost:3100';
const out = process.argv[2] ?? 'before';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const [w, h] of [[375, 800], [1280, 900]]) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h } });
  const page = await ctx.newPage();
  await page.goto(base + '/');
  await page.evaluate(() => localStorage.setItem('hasSpun', 'true'));
  const routes = ['/', '/category/laptops', '/search?query=sony', '/product/1', '/wishlist'];
  for (const r of routes) {
    await page.goto(base + r);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.waitForTimeout(500);
    const name = r.replace(/[\/?=]/g, '_') || 'home';
    await page.screenshot({ path: `.shots/${out}-${w}${name}.png` });
    if (r === '/category/laptops') {
      await page.evaluate(() => window.scrollTo(0, 900));
      await page.waitForTimeout(300);
      await page.screenshot({ path: `.shots/${out}-${w}${name}-scrolled.png` });
      await page.getByRole('button', { name: 'Add to Cart' }).first().click();
      await page.getByRole('button', { name: 'Add to Cart' }).nth(1).click();
    }
  }
  await page.goto(base + '/cart');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.waitForTimeout(500);
  await page.screenshot({ path: `.shots/${out}-${w}_cart.png`, fullPage: false });
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForTimeout(300);
  await page.screenshot({ path: `.shots/${out}-${w}_cart-bottom.png` });
  // open chat panel to see the title
  await page.getByRole('button', { name: 'Chat with Linda' }).click();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `.shots/${out}-${w}_chat.png` });
  await page.goto(base + '/product/1');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await ctx.close();
}
await browser.close();
