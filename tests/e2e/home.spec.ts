import AxeBuilder from '@axe-core/playwright';
import { expect, test, waitForInteractive, type Page } from './fixtures';

// The server draws the prize; playwright.config.ts fixes its odds so that every spin wins R1000.
const COUPON = /^NEXUS-[A-Z0-9]{8}$/;

async function storage(page: Page, key: string) {
  return page.evaluate((name) => window.localStorage.getItem(name), key);
}

const wheel = (page: Page) => page.getByRole('dialog', { name: 'Spin & Win!' });

test.describe('prize wheel', () => {
  test.beforeEach(async ({ page }) => {
    // Reduced motion makes the wheel stop at once instead of turning for 4 seconds.
    await page.emulateMedia({ reducedMotion: 'reduce' });
  });

  test('opens on the first visit, spins once, stores the coupon, and RESET SPIN reopens it', async ({ page }) => {
    await page.goto('/');
    await expect(wheel(page)).toBeVisible();

    const spinSound = page.waitForResponse((response) => response.url().endsWith('/assets/spin.mp3'));
    const winSound = page.waitForResponse((response) => response.url().endsWith('/assets/win.mp3'));
    await wheel(page).getByRole('button', { name: 'SPIN', exact: true }).click();
    await expect(wheel(page).getByText('You won R1000!')).toBeVisible();
    for (const sound of [await spinSound, await winSound]) {
      // Media loads with range requests, so a whole file can come back as 206 Partial Content.
      expect([200, 206]).toContain(sound.status());
      expect(sound.headers()['content-type']).toContain('audio/mpeg');
    }

    const coupon = await storage(page, 'discountCoupon');
    expect(coupon).toMatch(COUPON);
    expect(await storage(page, 'hasSpun')).toBe('true');
    await expect(wheel(page).getByText(coupon ?? '', { exact: true })).toBeVisible();
    await expect(wheel(page).getByRole('button', { name: 'ALREADY SPUN' })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('button', { name: 'RESET SPIN' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'All Categories' })).toBeVisible();
    await expect(wheel(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Prize wheel' }).click();
    await expect(wheel(page).getByRole('button', { name: 'ALREADY SPUN' })).toBeVisible();
    await expect(wheel(page).getByText(coupon ?? '', { exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(wheel(page)).toHaveCount(0);

    await page.getByRole('button', { name: 'RESET SPIN' }).click();
    await expect(wheel(page).getByRole('button', { name: 'SPIN', exact: true })).toBeVisible();
    expect(await storage(page, 'hasSpun')).toBeNull();
    expect(await storage(page, 'discountCoupon')).toBeNull();
  });

  test("gives no coupon for 'Try Again'", async ({ page }) => {
    // Odds that give no prize are the server's to choose; here its answer is stood in for.
    await page.route('**/api/spin', (route) =>
      route.fulfill({ json: { segment: 0, coupon: null, value: 0, expiresAt: null } }),
    );
    await page.goto('/');
    await wheel(page).getByRole('button', { name: 'SPIN', exact: true }).click();
    await expect(wheel(page).getByText('No prize this time. Try again next time!')).toBeVisible();
    await expect(wheel(page).getByRole('button', { name: 'ALREADY SPUN' })).toBeVisible();
    expect(await storage(page, 'hasSpun')).toBe('true');
    expect(await storage(page, 'discountCoupon')).toBeNull();
  });

  test('is not downloaded for a returning visitor until it is asked for', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('hasSpun', 'true'));
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') {
        void response.text().then((text) => scripts.push(text), () => undefined);
      }
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'What our customers say' })).toBeAttached();
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.some((text) => text.includes('ALREADY SPUN'))).toBe(false);

    await page.getByRole('button', { name: 'RESET SPIN' }).click();
    await expect(wheel(page).getByRole('button', { name: 'SPIN', exact: true })).toBeVisible();
    expect(scripts.some((text) => text.includes('ALREADY SPUN'))).toBe(true);
  });
});

test.describe('home page', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('hasSpun', 'true'));
  });

  test("'View More Products' adds 4 products to the All Categories carousel", async ({ page }) => {
    await page.goto('/');
    const rail = page.getByRole('list', { name: 'All Categories products' });
    await expect(rail.getByRole('article')).toHaveCount(8);
    await page.getByRole('button', { name: 'View More Products' }).click();
    await expect(rail.getByRole('article')).toHaveCount(12);
    await page.getByRole('region', { name: 'All Categories products' }).getByRole('button', { name: 'Scroll right' }).click();
    await expect.poll(() => rail.evaluate((list) => list.scrollLeft)).toBeGreaterThan(0);
  });

  test('rotates the banner every 5 seconds, and its dots choose a slide', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Featured offers' });
    await expect(banner.getByRole('button', { name: 'Go to slide 1 of 3' })).toHaveAttribute('aria-current', 'true');
    await page.clock.runFor(5_000);
    await expect(banner.getByRole('button', { name: 'Go to slide 2 of 3' })).toHaveAttribute('aria-current', 'true');

    await banner.getByRole('button', { name: 'Go to slide 3 of 3' }).click();
    await expect(banner.getByRole('button', { name: 'Go to slide 3 of 3' })).toHaveAttribute('aria-current', 'true');
    await banner.getByRole('link', { name: 'Shop gadgets' }).click();
    await expect(page).toHaveURL(/\/category\/home-technology$/);
  });

  for (const path of ['/', '/help-and-advice', '/find-store']) {
    test(`has no axe violations in the content of ${path}`, async ({ browser }) => {
      const context = await browser.newContext();
      const page = waitForInteractive(await context.newPage());
      await page.addInitScript(() => window.localStorage.setItem('hasSpun', 'true'));
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
      const results = await new AxeBuilder({ page }).include('main').analyze();
      const violations = results.violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
      expect(violations).toEqual([]);
      await context.close();
    });
  }
});
