import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FALLBACK_IMAGE_ALT } from '@nexus-za/ui-kit/product-image';
import { getProduct } from '../../storefront/core/catalogue/products';
import type { Team } from '../../storefront/core/contract/api';
import { formatRand } from '../../storefront/core/domain/money';
import { teamPrice, TEAM_SIZE } from '../../storefront/core/domain/pricing';
import { TEAM_COMPLETE_MESSAGE } from '../../storefront/core/domain/team';
import { useCartStore } from '../../storefront/src/stores/cart-store';
import { json } from './checkout-payment-api';
import { renderApp, resetStores } from './test-utils';

const PHONE = 3;
const CODE = 'K7M2Q9XA';

function team(overrides: Partial<Team> = {}): Team {
  const phone = getProduct(PHONE);
  if (!phone) throw new Error('catalogue changed');
  return {
    code: CODE,
    path: `/team/${CODE}`,
    productId: PHONE,
    price: phone.price,
    teamPrice: teamPrice(phone.price),
    members: [{ firstName: 'Ayanda' }],
    size: TEAM_SIZE,
    state: 'open',
    full: false,
    // Half a minute inside the 30th minute, so the display reads '23 h 29 min left' however the clock is rounded.
    expiresAt: new Date(Date.now() + 23 * 60 * 60 * 1000 + 29 * 60 * 1000 + 30 * 1000).toISOString(),
    you: { member: false, bought: false },
    ...overrides,
  };
}

/** The teams API at the network edge: every read of the team answers `answer`. */
function serveTeam(answer: { status: number; body: unknown }) {
  const original = globalThis.fetch.bind(globalThis);
  const reads: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, location.href);
    if (!url.pathname.startsWith('/api/teams/')) return original(input, init);
    reads.push(url.pathname);
    return json(answer.status, answer.body);
  });
  return reads;
}

describe('team page', () => {
  beforeEach(resetStores);
  afterEach(() => vi.restoreAllMocks());

  it('shows the product, the team price, the members by first name, the progress and the time left', async () => {
    const reads = serveTeam({ status: 200, body: team({ members: [{ firstName: 'Ayanda' }, { firstName: 'Sipho' }] }) });
    const { screen } = await renderApp(`/team/${CODE.toLowerCase()}`);
    const phone = getProduct(PHONE);
    await expect.element(screen.getByRole('heading', { level: 1, name: phone?.name })).toBeVisible();
    // The product's picture, or the kit's fallback if the file is slow to come (a busy test server).
    const picture = screen.getByRole('main').getByRole('img').first();
    await expect.element(picture).toBeVisible();
    expect([phone?.imageAlt, FALLBACK_IMAGE_ALT]).toContain(picture.element().getAttribute('aria-label') ?? picture.element().getAttribute('alt'));
    await expect.element(screen.getByText(formatRand(teamPrice(phone?.price ?? 0)))).toBeVisible();
    await expect.element(screen.getByRole('progressbar', { name: 'Team members' })).toHaveAttribute('aria-valuetext', '2 of 3');
    await expect.element(screen.getByRole('listitem').filter({ hasText: 'Sipho' })).toBeVisible();
    await expect.element(screen.getByText('23 h 29 min left')).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Join Team' })).toBeVisible();
    // The code from the link is read as the server writes codes.
    expect(reads[0]).toBe(`/api/teams/${CODE}`);
  });

  it('sends a guest who presses Join Team to sign in, and back here afterwards', async () => {
    serveTeam({ status: 200, body: team() });
    const { screen, router } = await renderApp(`/team/${CODE}`);
    await screen.getByRole('button', { name: 'Join Team' }).click();
    await expect.poll(() => router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ from: `/team/${CODE}` });
  });

  it("tells a complete team's member so and adds one unit at the team price, with the team's code", async () => {
    serveTeam({
      status: 200,
      body: team({
        members: [{ firstName: 'Ayanda' }, { firstName: 'Sipho' }, { firstName: 'Lerato' }],
        state: 'complete',
        full: true,
        you: { member: true, bought: false },
      }),
    });
    const { screen } = await renderApp(`/team/${CODE}`);
    await expect.element(screen.getByRole('status').filter({ hasText: TEAM_COMPLETE_MESSAGE })).toBeVisible();
    await screen.getByRole('button', { name: 'Add to Cart at team price' }).click();
    await screen.getByRole('button', { name: 'Add to Cart at team price' }).click();
    expect(useCartStore.getState().items).toEqual([{ id: PHONE, quantity: 1, team: true, teamCode: CODE }]);
    // A complete team is not shared any more.
    expect(screen.getByRole('button', { name: 'Copy link' }).query()).toBeNull();
  });

  it('gives an open team its share link with Copy and WhatsApp', async () => {
    serveTeam({ status: 200, body: team({ you: { member: true, bought: false } }) });
    const { screen } = await renderApp(`/team/${CODE}`);
    await expect.element(screen.getByRole('textbox', { name: 'Share link' })).toHaveValue(`${location.origin}/team/${CODE}`);
    const whatsapp = screen.getByRole('link', { name: 'Share on WhatsApp' }).element().getAttribute('href') ?? '';
    expect(whatsapp.startsWith('https://wa.me/?text=')).toBe(true);
    expect(decodeURIComponent(whatsapp)).toContain(`${location.origin}/team/${CODE}`);
    expect(decodeURIComponent(whatsapp)).toContain('on Nexus: 40% off once we are 3.');
    expect(screen.getByRole('button', { name: 'Join Team' }).query()).toBeNull();
  });

  it('copies the share link, and says to copy it by hand where the browser has no clipboard', async () => {
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    serveTeam({ status: 200, body: team({ you: { member: true, bought: false } }) });
    const { screen } = await renderApp(`/team/${CODE}`);
    const copy = screen.getByRole('button', { name: 'Copy link' });
    await copy.click();
    expect(writeText).toHaveBeenCalledExactlyOnceWith(`${location.origin}/team/${CODE}`);
    await expect.element(screen.getByText('Link copied to clipboard!')).toBeVisible();
    await expect.element(copy).toHaveAttribute('data-copied', '');

    vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue(undefined as unknown as Clipboard);
    await copy.click();
    await expect.element(screen.getByText('Copy the link from the box above.')).toBeVisible();
    await expect.element(copy).not.toHaveAttribute('data-copied');
  });

  it.each([
    ['full', team({ members: [{ firstName: 'A' }, { firstName: 'B' }, { firstName: 'C' }], state: 'complete', full: true }), 'This team is full'],
    ['expired', team({ state: 'expired', expiresAt: new Date(Date.now() - 60_000).toISOString() }), 'This team has expired'],
  ])('says a %s team is closed and offers to start a new one', async (_state, answer, text) => {
    serveTeam({ status: 200, body: answer });
    const { screen } = await renderApp(`/team/${CODE}`);
    await expect.element(screen.getByText(text, { exact: false }).first()).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Start a new team' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Join Team' }).query()).toBeNull();
  });

  it('answers an unknown code with the server’s words', async () => {
    serveTeam({ status: 404, body: { error: 'There is no team with this code.', code: 'unknown_team' } });
    const { screen } = await renderApp('/team/NOSUCH00');
    await expect.element(screen.getByRole('heading', { name: 'No such team' })).toBeVisible();
    await expect.element(screen.getByText('There is no team with this code.')).toBeVisible();
  });
});
