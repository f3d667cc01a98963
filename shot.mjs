import { chromium } from 'playwright';
const base = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const [w, h] of [[375, 800], [1280, 900]]) {
  const page = await browser.newPage({ viewport: { width: w, height: h } });
  await page.goto(base + '/');
  await page.waitForSelector('html[data-hydrated]');
  await page.waitForTimeout(1500); await page.keyboard.press('Escape'); await page.waitForTimeout(500);
  await page.screenshot({ path: `/tmp/home-${w}.png` });
  await page.getByRole('button', { name: w < 768 ? 'Menu' : 'Sign in', exact: true }).click();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/menu-${w}.png` });
  await page.close();
}
await browser.close();
