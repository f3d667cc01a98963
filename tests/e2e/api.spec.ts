import { expect, test } from './fixtures';
import { getProduct } from '../../storefront/core/catalogue';
import { linesFromItems, priceCart } from '../../storefront/core/domain';
import { TEST_CUSTOMER } from '../fixtures/customer';

// The built server (`npm start` with no keys) takes payments through the embedded test gateway.
test('the built server takes a 4242 test card payment priced from the catalogue', async ({ request }) => {
  const config = await request.get('/api/config');
  expect(await config.json()).toEqual({ payments: 'test', currency: 'ZAR' });

  const items = [
    { id: 1, quantity: 1 },
    { id: 2, quantity: 2 },
  ];
  const response = await request.post('/api/create-payment-intent', {
    data: { items, paymentMethodId: 'pm_test_4242424242424242', idempotencyKey: `e2e-${Date.now()}-${Math.random()}`, customer: TEST_CUSTOMER },
  });

  expect(response.status()).toBe(200);
  const body = await response.json();
  expect(body).toMatchObject({
    status: 'succeeded',
    orderNumber: expect.stringMatching(/^NX-[0-9A-Z]{8}$/),
    amount: priceCart(linesFromItems(items, getProduct).lines).total,
    currency: 'zar',
  });
});

test('the built server refuses a malformed payment with a clear 4xx and keeps going', async ({ request }) => {
  const bad = await request.post('/api/create-payment-intent', {
    headers: { 'Content-Type': 'application/json' },
    data: Buffer.from('{"items": [{"id": 1, "quantity": 1}], "amount": 5000'),
  });
  expect(bad.status()).toBe(400);
  expect(await bad.json()).toEqual({ error: 'Request body must be valid JSON.' });

  const withAmount = await request.post('/api/create-payment-intent', {
    data: { items: [{ id: 1, quantity: 1 }], paymentMethodId: 'pm_card_visa', idempotencyKey: 'e2e-amount-1', customer: TEST_CUSTOMER, amount: 5000 },
  });
  expect(withAmount.status()).toBe(400);
  expect((await withAmount.json()).error).toMatch(/Do not send an amount/);

  const health = await request.get('/api/health');
  expect(health.ok()).toBe(true);
});
