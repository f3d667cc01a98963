import { usesRealFirebase } from '../../scripts/auth-emulator.mjs';
import { getProduct } from '../../storefront/core/catalogue';
import { formatRand } from '../../storefront/core/domain/money';
import { teamPrice } from '../../storefront/core/domain/pricing';
import { checkOutAndPay, createAccountOnEmulator, header, main, signInOnLoginPage, uniqueEmail } from './accounts';
import { expect as baseExpect, test, type Browser, type Page } from './fixtures';

// Every step goes to the server (and the first one of a signed-in page restores the session first).
const expect = baseExpect.configure({ timeout: 20_000 });

// A real group purchase: three accounts on the Auth emulator, three browsers, one team kept by the
// server; each member pays the team price once, and a fourth account finds the team full.
test.skip(usesRealFirebase(), 'These tests create accounts; they run against the Auth emulator only.');
// Three shoppers sign in and pay, one after another: far more steps than one journey.
test.slow();

const CHARGER_ID = 40;
const CHARGER = getProduct(CHARGER_ID)!;
const PASSWORD = 'braai-2024';

async function shopperSignedIn(browser: Browser, request: Parameters<typeof createAccountOnEmulator>[0], name: string): Promise<Page> {
  const email = uniqueEmail(name.toLowerCase());
  await createAccountOnEmulator(request, email, PASSWORD, `${name} Test`);
  const context = await browser.newContext();
  await context.addInitScript(() => window.localStorage.setItem('hasSpun', 'true'));
  const page = await context.newPage();
  await page.goto('/login');
  await signInOnLoginPage(page, email, PASSWORD);
  await expect(header(page).getByRole('button', { name: `Hi, ${name}!` })).toBeVisible();
  return page;
}

/** Opens the share link, presses Join Team and waits for the server's answer. */
async function join(page: Page, link: string, expectedProgress: string) {
  await page.goto(link);
  await main(page).getByRole('button', { name: 'Join Team' }).click();
  await expect(main(page).getByRole('progressbar', { name: 'Team members' })).toHaveAttribute('aria-valuetext', expectedProgress);
}

/** A member of the complete team adds the product at the team price and pays; returns the order number. */
async function payAtTeamPrice(page: Page, link: string, street: string): Promise<string> {
  await page.goto(link);
  await expect(main(page).getByRole('status').filter({ hasText: 'Team complete! You got 40% discount!' })).toBeVisible();
  await main(page).getByRole('button', { name: 'Add to Cart at team price' }).click();
  const number = await checkOutAndPay(page, { street });
  const line = main(page).getByRole('listitem').filter({ hasText: CHARGER.name });
  await expect(line).toContainText('Team price');
  await expect(line).toContainText(formatRand(teamPrice(CHARGER.price)));
  await expect(line.getByRole('link', { name: /^Team [0-9A-Z]{8}$/ })).toHaveAttribute('href', new URL(link).pathname);
  return number;
}

test('three accounts start, share, join and complete a team; each pays the team price once; a fourth finds it full', async ({ browser, request }) => {
  const ayanda = await shopperSignedIn(browser, request, 'Ayanda');
  const sipho = await shopperSignedIn(browser, request, 'Sipho');
  const lerato = await shopperSignedIn(browser, request, 'Lerato');
  const zanele = await shopperSignedIn(browser, request, 'Zanele');

  // Ayanda starts a team from the product page's Team Buy tab and gets its share link.
  await ayanda.goto(`/product/${CHARGER_ID}`);
  await main(ayanda).getByRole('tab', { name: 'Team Buy' }).click();
  await main(ayanda).getByRole('button', { name: 'Start a team' }).click();
  await expect(ayanda).toHaveURL(/\/team\/[0-9A-Z]{8}$/);
  const link = await main(ayanda).getByRole('textbox', { name: 'Share link' }).inputValue();
  expect(link).toBe(ayanda.url());
  await expect(main(ayanda).getByRole('progressbar', { name: 'Team members' })).toHaveAttribute('aria-valuetext', '1 of 3');
  await expect(main(ayanda).getByRole('link', { name: 'Share on WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\/\?text=/);
  // Nobody can pay the team price before the team is complete.
  await expect(main(ayanda).getByRole('button', { name: 'Add to Cart at team price' })).toHaveCount(0);

  await join(sipho, link, '2 of 3');
  await expect(main(sipho).getByRole('listitem').filter({ hasText: 'Ayanda' })).toBeVisible();
  await join(lerato, link, '3 of 3');
  await expect(main(lerato).getByText('Team complete! You got 40% discount!')).toBeVisible();

  // The team is full for everyone else, who is offered a new one.
  await zanele.goto(link);
  await expect(main(zanele).getByText('This team is full', { exact: false })).toBeVisible();
  await expect(main(zanele).getByRole('button', { name: 'Join Team' })).toHaveCount(0);
  await expect(main(zanele).getByRole('button', { name: 'Start a new team' })).toBeVisible();

  // Each member pays the team price, once.
  const orders = [
    await payAtTeamPrice(ayanda, link, '1 Long Street'),
    await payAtTeamPrice(sipho, link, '2 Bree Street'),
    await payAtTeamPrice(lerato, link, '3 Loop Street'),
  ];
  expect(new Set(orders).size).toBe(3);
  await ayanda.goto(link);
  await expect(main(ayanda).getByText('You have bought with this team.')).toBeVisible();
  await expect(main(ayanda).getByRole('button', { name: 'Add to Cart at team price' })).toHaveCount(0);
});
