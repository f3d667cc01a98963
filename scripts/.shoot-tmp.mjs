import { chromium } from 'playwright';
const base = 'http://localhost:3000';
const routes = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
for (const width of [375, 1280]) {
  const ctx = await browser.newContext({ viewport: { width, height: width === 375 ? 800 : 900 } });
  await ctx.addInitScript(() => localStorage.setItem('hasSpun', 'true'));
  const page = await ctx.newPage();
  for (const r of routes) {
    await page.goto(base + r);
    await page.waitForSelector('html[data-hydrated]');
    await page.waitForTimeout(500);
    const name = `/tmp/shots/${r.replace(/[^a-z0-9]+/gi, '_')}-${width}.png`;
    await page.screenshot({ path: name, fullPage: false });
    console.log(name);
  }
  await ctx.close();
}
await browser.close();
