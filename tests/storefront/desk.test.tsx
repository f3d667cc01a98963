import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import type { DeskDashboard, DeskOrder, DeskOrderRow, DeskOrdersPage, PaymentRequest } from '../../storefront/core/contract/api';
import { formatRand } from '../../storefront/core/domain/money';
import type * as SessionStore from '../../storefront/src/stores/session-store';
import DeskApp from '../../storefront/src/pages/desk/desk-app';
import { json, ORDER_INFO, orderFor, receiptFor } from './checkout-payment-api';

/**
 * The merchant's desk in a browser, with a signed-in merchant and the API answered at the network edge:
 * its answers are read through the contract's schemas, as in the built app.
 */
const session = vi.hoisted(() => ({ status: 'signed-in' as SessionStore.SessionStatus }));
vi.mock('../../storefront/src/stores/session-store', async (importOriginal) => {
  const actual = await importOriginal<typeof SessionStore>();
  return {
    ...actual,
    useSessionStatus: () => session.status,
    authorizationHeader: async () => ({ Authorization: 'Bearer merchant-token' }),
  };
});

const DASHBOARD: DeskDashboard = {
  today: { orders: 2, revenue: 259_800, refunded: 0 },
  week: { orders: 9, revenue: 1_299_000, refunded: 49_900 },
  toPack: 3,
  toShip: 1,
  returnsRequested: 0,
};

function row(orderNumber: string, status: DeskOrderRow['status'], name: string): DeskOrderRow {
  return { orderNumber, status, placedAt: '2026-11-20T08:30:00.000Z', name, email: `${name.split(' ')[0]?.toLowerCase()}@example.co.za`, itemCount: 1, total: 129_900, refunded: 0 };
}

const ROWS = [row('NX-AAAAAAA1', 'paid', 'Thandi Mokoena'), row('NX-AAAAAAA2', 'packed', 'Sipho Dlamini'), row('NX-AAAAAAA3', 'shipped', 'Ayanda Zulu')];

/** A paid order as the desk reads it: staff's fields on every event, the account, the moves allowed. */
function deskOrder(orderNumber: string, overrides: Partial<DeskOrder> = {}): DeskOrder {
  const request: PaymentRequest = { items: [{ id: 1, quantity: 1 }], paymentMethodId: 'pm_card_visa', idempotencyKey: `key-${orderNumber}`, customer: ORDER_INFO };
  const order = orderFor(request, receiptFor(request, orderNumber), new Date('2026-11-20T08:30:00.000Z'));
  return {
    ...order,
    events: [
      {
        at: '2026-11-20T08:30:05.000Z',
        action: 'pay',
        from: 'pending',
        to: 'paid',
        by: 'system',
        note: null,
        message: null,
        carrier: null,
        trackingNumber: null,
        trackingUrl: null,
        amount: null,
        actorEmail: null,
        gatewayReference: 'pi_123',
      },
    ],
    actions: ['pack', 'refund', 'cancel'],
    refunds: [],
    accountUid: null,
    failureCode: null,
    ...overrides,
  };
}

/** The desk's API: the list filtered by `status` as the server does; every URL asked is kept. */
function serveDesk(orders: Record<string, unknown> = {}) {
  const original = globalThis.fetch.bind(globalThis);
  const asked: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, location.href);
    if (!url.pathname.startsWith('/api/desk/')) return original(input, init);
    asked.push(url.pathname + url.search);
    if (url.pathname === '/api/desk/dashboard') return json(200, DASHBOARD);
    if (url.pathname === '/api/desk/orders') {
      const status = url.searchParams.get('status');
      const orders = ROWS.filter((one) => status === null || one.status === status);
      const answer: DeskOrdersPage = { orders, page: 1, pageSize: 25, total: orders.length };
      return json(200, answer);
    }
    const number = /^\/api\/desk\/orders\/([^/]+)(\/moves)?$/.exec(url.pathname);
    const order = number?.[1] ? orders[number[1]] : undefined;
    if (!order) return json(404, { error: 'No such order.' });
    if (!number?.[2]) return json(200, order);
    asked.push(String(init?.body));
    return json(200, { ...(order as DeskOrder), status: 'cancelled', actions: [], refunded: (order as DeskOrder).totals.total });
  });
  return asked;
}

function LocationProbe() {
  const { search } = useLocation();
  return <output data-testid="location">{search}</output>;
}

async function renderDesk(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/desk/*" element={<DeskApp />} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
  );
}

describe('the desk orders list', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    vi.restoreAllMocks();
    session.status = 'signed-in';
  });

  it('shows a visitor signed out in this browser the refusal at once, asking the server nothing', async () => {
    session.status = 'anonymous';
    const asked = serveDesk();
    await renderDesk('/desk/stock');
    await expect.element(page.getByRole('heading', { name: "This page is for the store's staff." })).toBeVisible();
    await expect.element(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    await expect.element(page.getByRole('navigation', { name: 'Desk' })).not.toBeInTheDocument();
    expect(asked).toEqual([]);
  });

  it('filters the list by status with the browser select, and keeps the filter in the URL', async () => {
    const asked = serveDesk();
    await renderDesk('/desk');
    const table = page.getByRole('table');
    await expect.element(table.getByRole('link', { name: 'NX-AAAAAAA3' })).toBeVisible();
    await expect.element(page.getByText('3 orders', { exact: true })).toBeVisible();
    await expect.element(page.getByRole('term').filter({ hasText: 'Paid today' })).toBeVisible();

    const status = page.getByRole('combobox', { name: 'Status' });
    // A native select: its choices are options of the element itself, not a popup drawn by script.
    await expect.element(status).toHaveDisplayValue('All statuses');
    expect(status.element().tagName).toBe('SELECT');
    expect(status.element().querySelectorAll('option')).toHaveLength(11);

    await status.selectOptions('Packed');
    await expect.element(page.getByText('1 order', { exact: true })).toBeVisible();
    await expect.element(table.getByRole('link', { name: 'NX-AAAAAAA2' })).toBeVisible();
    await expect.element(table.getByRole('link', { name: 'NX-AAAAAAA1' })).not.toBeInTheDocument();
    await expect.element(page.getByTestId('location')).toHaveTextContent('?status=packed');
    expect(asked).toContain('/api/desk/orders?status=packed&sort=-placed&page=1');

    await status.selectOptions('All statuses');
    await expect.element(page.getByText('3 orders', { exact: true })).toBeVisible();
    await expect.element(page.getByTestId('location')).toHaveTextContent(/^$/);
  });

  it('shows the status a shared link filters by', async () => {
    serveDesk();
    await renderDesk('/desk?status=shipped');
    await expect.element(page.getByRole('combobox', { name: 'Status' })).toHaveDisplayValue('Shipped');
    await expect.element(page.getByRole('table').getByRole('link', { name: 'NX-AAAAAAA3' })).toBeVisible();
    await expect.element(page.getByText('1 order', { exact: true })).toBeVisible();
  });
});

describe('one order on the desk', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it('reads the order, opens the cancel question on the safe choice, gives focus back, and cancels', async () => {
    const order = deskOrder('NX-AAAAAAA1');
    const asked = serveDesk({ 'NX-AAAAAAA1': order });
    await renderDesk('/desk/orders/NX-AAAAAAA1');
    await expect.element(page.getByRole('heading', { level: 1, name: 'Order NX-AAAAAAA1' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Pack', exact: true })).toBeVisible();

    const cancel = page.getByRole('button', { name: 'Cancel and refund…' });
    await cancel.click();
    const keep = page.getByRole('button', { name: 'Keep the order' });
    await expect.element(keep).toHaveFocus();
    await keep.click();
    await expect.element(keep).not.toBeInTheDocument();
    await expect.element(cancel).toHaveFocus();
    await expect.element(cancel).toHaveAttribute('aria-expanded', 'false');

    await cancel.click();
    await page.getByRole('button', { name: `Cancel and refund ${formatRand(order.totals.total)}` }).click();
    await expect.element(page.getByRole('status').filter({ hasText: `Cancelled; ${formatRand(order.totals.total)} refunded.` })).toHaveFocus();
    expect(asked).toContain(JSON.stringify({ action: 'cancel' }));
  });

  it('shows each refund with its state, and refuses a return with words for the shopper', async () => {
    const refund = (id: number, state: DeskOrder['refunds'][number]['state'], lastError: string | null = null) => ({
      id,
      kind: 'move' as const,
      amount: 10_000 * id,
      state,
      requestedAt: '2026-11-21T08:30:00.000Z',
      settledAt: state === 'succeeded' || state === 'failed' ? '2026-11-21T08:31:00.000Z' : null,
      gatewayReference: state === 'requested' ? null : `re_${id}`,
      lastError,
      attempts: state === 'requested' ? 3 : 1,
    });
    const order = deskOrder('NX-AAAAAAA1', {
      status: 'return_requested',
      actions: ['accept_return', 'reject_return', 'refund'],
      refunds: [refund(1, 'succeeded'), refund(2, 'pending'), refund(3, 'requested', 'network: timeout'), refund(4, 'failed', 'expired_or_canceled_card')],
    });
    const asked = serveDesk({ 'NX-AAAAAAA1': order });
    await renderDesk('/desk/orders/NX-AAAAAAA1');
    const refunds = page.getByRole('list', { name: 'Refunds of order NX-AAAAAAA1' });
    await expect.element(refunds.getByText(`Refund of ${formatRand(10_000)}: refunded`)).toBeVisible();
    await expect.element(refunds.getByText(`Refund of ${formatRand(20_000)}: pending at the gateway`)).toBeVisible();
    await expect.element(refunds.getByText(/3 attempts · network: timeout/)).toBeVisible();
    await expect.element(refunds.getByText(`Refund of ${formatRand(40_000)}: failed at the gateway: act on it`)).toBeVisible();

    await page.getByRole('button', { name: 'Refuse return…' }).click();
    const why = page.getByRole('textbox', { name: 'Why, in words for the shopper' });
    await expect.element(why).toHaveFocus();
    await why.fill('The seal is broken.');
    await page.getByRole('textbox', { name: 'Internal note (optional)' }).fill('Checked at the counter');
    await page.getByRole('button', { name: 'Refuse return', exact: true }).click();
    await expect.element(page.getByRole('status').filter({ hasText: 'Return refused; the shopper is told why.' })).toHaveFocus();
    expect(asked).toContain(JSON.stringify({ action: 'reject_return', message: 'The seal is broken.', note: 'Checked at the counter' }));
  });

  it('says the store could not be read when the answer is not an order', async () => {
    serveDesk({ 'NX-AAAAAAA1': { ...deskOrder('NX-AAAAAAA1'), events: [{ at: 'yesterday' }] } });
    await renderDesk('/desk/orders/NX-AAAAAAA1');
    await expect.element(page.getByText('We could not reach the store. Check your connection and try again.')).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Pack', exact: true })).not.toBeInTheDocument();
  });
});

describe('mail that could not be sent, on the desk', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists the dead letters with the mail server’s last answer, and Resend puts one back and says so', async () => {
    const dead = {
      id: 7,
      kind: 'order-confirmation',
      recipient: 'thandi@example.co.za',
      attempts: 10,
      lastError: 'connect ECONNREFUSED 127.0.0.1:2525',
      createdAt: '2026-11-20T08:30:00.000Z',
      deadAt: '2026-11-20T11:30:00.000Z',
    };
    let mails = [dead];
    const asked: string[] = [];
    const original = globalThis.fetch.bind(globalThis);
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, location.href);
      if (!url.pathname.startsWith('/api/desk/mail/')) return original(input, init);
      asked.push(`${init?.method ?? 'GET'} ${url.pathname}`);
      if (url.pathname === '/api/desk/mail/dead-letters') return json(200, { mails });
      if (url.pathname === '/api/desk/mail/dead-letters/7/resend') {
        mails = [];
        return json(202, { resent: 7 });
      }
      return json(404, { error: 'No such mail.' });
    });
    await renderDesk('/desk/mail');
    await expect.element(page.getByRole('heading', { name: 'Mail that could not be sent' })).toBeVisible();
    await expect.element(page.getByText('order-confirmation to thandi@example.co.za')).toBeVisible();
    await expect.element(page.getByText('connect ECONNREFUSED 127.0.0.1:2525')).toBeVisible();
    await expect.element(page.getByRole('link', { name: 'Mail' })).toHaveAttribute('aria-current', 'page');
    await page.getByRole('button', { name: 'Resend the order-confirmation mail to thandi@example.co.za' }).click();
    await expect.element(page.getByText('The order-confirmation mail to thandi@example.co.za is back in the outbox and goes out in a moment.')).toBeVisible();
    await expect.element(page.getByText('Every mail went out.')).toBeVisible();
    expect(asked).toEqual(['GET /api/desk/mail/dead-letters', 'POST /api/desk/mail/dead-letters/7/resend', 'GET /api/desk/mail/dead-letters']);
  });
});
