import { beforeEach, describe, expect, it } from 'vitest';
import { PRODUCTS } from '../../storefront/core/catalogue';
import { testPaymentMethodId } from '../../storefront/core/card/test-payment-method';
import { teamSchema, type Team } from '../../storefront/core/contract/api';
import { FREE_SHIPPING_FROM, MAX_OPEN_TEAMS, SHIPPING_FEE, TEAM_SIZE, teamPrice } from '../../storefront/core/domain';
import { TEST_CUSTOMER } from '../fixtures/customer';
import { bearer, query, setUpTestStore, signUp, storeApp, type TestAccount } from './harness';

const VISA = testPaymentMethodId('4242 4242 4242 4242');
const DECLINED = testPaymentMethodId('4000 0000 0000 0002');
const store = setUpTestStore();

let app: ReturnType<typeof storeApp>['app'];
let gateway: ReturnType<typeof storeApp>['gateway'];

beforeEach(() => {
  ({ app, gateway } = storeApp(store));
});

const product = PRODUCTS.find((p) => p.price >= FREE_SHIPPING_FROM && teamPrice(p.price) < FREE_SHIPPING_FROM)!;

function json(method: string, path: string, account?: TestAccount, body?: unknown) {
  return app.request(path, {
    method,
    headers: { 'Content-Type': 'application/json', ...(account ? bearer(account) : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

async function startTeam(account: TestAccount, productId = product.id): Promise<Team> {
  const response = await json('POST', '/api/teams', account, { productId });
  expect(response.status).toBe(201);
  return teamSchema.parse(await response.json());
}

async function join(code: string, account: TestAccount) {
  return json('POST', `/api/teams/${code}/join`, account);
}

async function completeTeam(): Promise<{ team: Team; members: TestAccount[] }> {
  const members = await Promise.all([signUp('Ayanda Dlamini'), signUp('Pieter van Wyk'), signUp('Lerato Mokoena')]);
  const team = await startTeam(members[0]!);
  for (const member of members.slice(1)) expect((await join(team.code, member)).status).toBe(200);
  return { team, members };
}

let attempt = 0;
function pay(items: unknown[], account?: TestAccount, paymentMethodId = VISA, idempotencyKey = `team-attempt-${(attempt += 1)}-${Date.now()}`) {
  return json('POST', '/api/create-payment-intent', account, { items, paymentMethodId, idempotencyKey, customer: TEST_CUSTOMER });
}

const expire = (code: string) => query(store.url, `UPDATE teams SET expires_at = now() - interval '1 minute' WHERE code = $1`, [code]);

describe('teams: start, read, join', () => {
  it('starts a team with the shopper as member 1, open for 24 hours, and shows it by its code', async () => {
    const ayanda = await signUp('Ayanda Dlamini');
    const team = await startTeam(ayanda);
    expect(team).toMatchObject({
      path: `/team/${team.code}`,
      productId: product.id,
      price: product.price,
      teamPrice: teamPrice(product.price),
      members: [{ firstName: 'Ayanda' }],
      size: TEAM_SIZE,
      state: 'open',
      full: false,
      you: { member: true, bought: false },
    });
    const hoursLeft = (Date.parse(team.expiresAt) - Date.now()) / 3_600_000;
    expect(hoursLeft).toBeGreaterThan(23.9);
    expect(hoursLeft).toBeLessThanOrEqual(24);

    const asGuest = await json('GET', `/api/teams/${team.code.toLowerCase()}`);
    expect(asGuest.status).toBe(200);
    expect(await asGuest.json()).toMatchObject({ code: team.code, members: [{ firstName: 'Ayanda' }], you: { member: false } });
  });

  it('answers clear 4xx: not signed in, unknown product, unknown code, already a member, full, expired', async () => {
    expect((await json('POST', '/api/teams', undefined, { productId: product.id })).status).toBe(401);
    const ayanda = await signUp('Ayanda');
    expect(await (await json('POST', '/api/teams', ayanda, { productId: 99_999 })).json()).toMatchObject({ code: 'unknown_product' });
    expect((await json('GET', '/api/teams/ZZZZZZZZ')).status).toBe(404);
    expect(await (await join('ZZZZZZZZ', ayanda)).json()).toMatchObject({ code: 'unknown_team' });

    const team = await startTeam(ayanda);
    expect((await json('POST', `/api/teams/${team.code}/join`)).status).toBe(401);
    const again = await join(team.code, ayanda);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: 'You are already a member of this team.', code: 'already_member' });

    await join(team.code, await signUp('Bongani'));
    await join(team.code, await signUp('Chloe'));
    const fourth = await join(team.code, await signUp('Dineo'));
    expect(fourth.status).toBe(409);
    expect(await fourth.json()).toMatchObject({ code: 'team_full', error: expect.stringMatching(/full/) });

    const late = await startTeam(ayanda);
    await expire(late.code);
    const expired = await join(late.code, await signUp('Eve'));
    expect(expired.status).toBe(410);
    expect(await expired.json()).toMatchObject({ code: 'team_expired' });
    expect(await (await json('GET', `/api/teams/${late.code}`)).json()).toMatchObject({ state: 'expired' });
  });

  it('starting again gives back the open team: ten taps at once make one team', async () => {
    const ayanda = await signUp('Ayanda');
    const answers = await Promise.all(Array.from({ length: 10 }, () => json('POST', '/api/teams', ayanda, { productId: product.id })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    const codes = new Set(await Promise.all(answers.map(async (answer) => teamSchema.parse(await answer.json()).code)));
    expect(codes.size).toBe(1);
    expect(await query(store.url, 'SELECT 1 FROM teams')).toHaveLength(1);
    expect(await query(store.url, 'SELECT 1 FROM team_members')).toHaveLength(1);
  });

  it(`one account has at most ${MAX_OPEN_TEAMS} open teams, even when it starts them all at once`, async () => {
    const bongani = await signUp('Bongani');
    const others = PRODUCTS.filter((p) => p.id !== product.id).slice(0, MAX_OPEN_TEAMS + 3);
    const answers = await Promise.all(others.map((p) => json('POST', '/api/teams', bongani, { productId: p.id })));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(MAX_OPEN_TEAMS);
    expect(statuses.filter((status) => status === 429)).toHaveLength(3);
    const refused = answers[statuses.indexOf(429)]!;
    expect(await refused.json()).toMatchObject({ code: 'too_many_teams', error: expect.stringMatching(/already have 3 open teams/) });
    expect(await query(store.url, 'SELECT 1 FROM teams')).toHaveLength(MAX_OPEN_TEAMS);

    // An expired team no longer counts, and neither does a complete one.
    const [oldest] = await query<{ code: string }>(store.url, 'SELECT code FROM teams ORDER BY id LIMIT 1');
    await expire(oldest!.code);
    expect((await json('POST', '/api/teams', bongani, { productId: product.id })).status).toBe(201);
    const [newest] = await query<{ code: string }>(store.url, 'SELECT code FROM teams ORDER BY id DESC LIMIT 1');
    await join(newest!.code, await signUp('Chloe'));
    await join(newest!.code, await signUp('Dineo'));
    const stillOpen = others.find((p) => !statuses[others.indexOf(p)]?.toString().startsWith('2'))!;
    expect((await json('POST', '/api/teams', bongani, { productId: stillOpen.id })).status).toBe(201);
  });

  it('20 accounts joining a team of 1 at the same moment: exactly 2 get in, the team has 3', async () => {
    const starter = await signUp('Starter');
    const team = await startTeam(starter);
    const joiners = await Promise.all(Array.from({ length: 20 }, (_, index) => signUp(`Joiner${index}`)));
    const answers = await Promise.all(joiners.map((joiner) => join(team.code, joiner)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(2);
    expect(statuses.filter((status) => status === 409)).toHaveLength(18);

    const [row] = await query<{ member_count: number }>(store.url, 'SELECT member_count FROM teams WHERE code = $1', [team.code]);
    expect(row?.member_count).toBe(3);
    const members = await query(store.url, 'SELECT 1 FROM team_members JOIN teams ON teams.id = team_id WHERE code = $1', [team.code]);
    expect(members).toHaveLength(3);
    expect(await (await json('GET', `/api/teams/${team.code}`)).json()).toMatchObject({ state: 'complete', full: true });
  });
});

describe('payments: the team price only for a member of a complete team, once', () => {
  it('charges each member of a complete team the team price once and records the team on the order', async () => {
    const { team, members } = await completeTeam();
    for (const member of members) {
      const response = await pay([{ id: product.id, quantity: 1, teamCode: team.code }], member);
      expect(response.status).toBe(200);
      const receipt = await response.json();
      expect(receipt.lines).toEqual([
        { id: product.id, name: product.name, quantity: 1, unitPrice: teamPrice(product.price), team: true, teamCode: team.code },
      ]);
      // The team price takes this product under the free-shipping threshold.
      expect(receipt.amount).toBe(teamPrice(product.price) + SHIPPING_FEE);
    }
    expect(gateway.charges.map((charge) => charge.amount)).toEqual(Array(3).fill(teamPrice(product.price) + SHIPPING_FEE));
    const lines = await query(store.url, 'SELECT team_code FROM order_lines');
    expect(lines).toEqual(Array(3).fill({ team_code: team.code }));
    const orders = await (await json('GET', '/api/orders', members[1])).json();
    expect(orders.orders[0].lines[0]).toMatchObject({ team: true, teamCode: team.code });
    expect(await (await json('GET', `/api/teams/${team.code}`, members[0])).json()).toMatchObject({ you: { member: true, bought: true } });
  });

  it('refuses, charging nothing: team: true alone, a team of 2, another account’s team, an expired team, a second purchase', async () => {
    const solo = await signUp('Solo');
    const flagAlone = await pay([{ id: product.id, quantity: 1, team: true }], solo);
    expect(flagAlone.status).toBe(422);
    expect(await flagAlone.json()).toMatchObject({ code: 'team_code_required', error: expect.stringMatching(/team: true alone/) });

    const [first, second] = await Promise.all([signUp('First'), signUp('Second')]);
    const ofTwo = await startTeam(first);
    await join(ofTwo.code, second);
    const incomplete = await pay([{ id: product.id, quantity: 1, teamCode: ofTwo.code }], second);
    expect(incomplete.status).toBe(409);
    expect(await incomplete.json()).toMatchObject({ code: 'team_incomplete' });

    const { team, members } = await completeTeam();
    const outsider = await pay([{ id: product.id, quantity: 1, teamCode: team.code }], solo);
    expect(outsider.status).toBe(403);
    expect(await outsider.json()).toMatchObject({ code: 'not_member' });
    const asGuest = await pay([{ id: product.id, quantity: 1, teamCode: team.code }]);
    expect(asGuest.status).toBe(401);
    const twoUnits = await pay([{ id: product.id, quantity: 2, teamCode: team.code }], members[0]);
    expect(await twoUnits.json()).toMatchObject({ code: 'team_quantity' });
    const otherProduct = await pay([{ id: PRODUCTS.find((p) => p.id !== product.id)!.id, quantity: 1, teamCode: team.code }], members[0]);
    expect(await otherProduct.json()).toMatchObject({ code: 'wrong_product' });

    expect((await pay([{ id: product.id, quantity: 1, teamCode: team.code }], members[0])).status).toBe(200);
    const secondPurchase = await pay([{ id: product.id, quantity: 1, teamCode: team.code }], members[0]);
    expect(secondPurchase.status).toBe(409);
    expect(await secondPurchase.json()).toMatchObject({ code: 'team_already_bought' });

    await expire(team.code);
    const expired = await pay([{ id: product.id, quantity: 1, teamCode: team.code }], members[1]);
    expect(expired.status).toBe(410);
    expect(await expired.json()).toMatchObject({ code: 'team_expired' });

    expect(gateway.charges).toHaveLength(1);
    expect(await query(store.url, 'SELECT 1 FROM orders')).toHaveLength(1);
  });

  it('two purchases by one member at the same moment: one is charged, the other refused', async () => {
    const { team, members } = await completeTeam();
    const answers = await Promise.all([0, 1, 2, 3].map(() => pay([{ id: product.id, quantity: 1, teamCode: team.code }], members[2])));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409]);
    expect(gateway.charges).toHaveLength(1);
  });

  it('a declined payment leaves the member free to pay again', async () => {
    const { team, members } = await completeTeam();
    expect((await pay([{ id: product.id, quantity: 1, teamCode: team.code }], members[0], DECLINED)).status).toBe(402);
    expect((await pay([{ id: product.id, quantity: 1, teamCode: team.code }], members[0])).status).toBe(200);
    expect(gateway.charges).toHaveLength(1);
  });
});
