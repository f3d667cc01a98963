import { describe, expect, it } from 'vitest';
import {
  isSouthAfricanPhone,
  normaliseSouthAfricanPhone,
  orderInfoSchema,
  SOUTH_AFRICAN_PROVINCES,
} from '../../storefront/core/domain';
import { paymentRequestSchema } from '../../storefront/core/contract/api';

const valid = {
  name: 'Thandi Nkosi',
  email: 'thandi@example.co.za',
  contact: '082 123 4567',
  streetAddress: '12 Florida Road',
  suburb: 'Morningside',
  city: 'Durban',
  province: 'KwaZulu-Natal',
  postalCode: '4001',
};

function messages(input: unknown): Record<string, string> {
  const result = orderInfoSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('order information form', () => {
  it('accepts a South African address and defaults the country', () => {
    expect(orderInfoSchema.parse({ ...valid, name: '  Thandi Nkosi ' })).toEqual({ ...valid, country: 'South Africa' });
  });

  it('says what is wrong with each field', () => {
    expect(
      messages({ name: ' ', email: 'thandi', contact: '12345', streetAddress: '', suburb: ' ', city: '', province: '', postalCode: '40011', country: '' }),
    ).toEqual({
      name: 'Please enter your full name.',
      email: 'Please enter a valid email address, e.g. thandi@example.co.za.',
      contact: 'Please enter a South African phone number, e.g. 082 123 4567 or +27 82 123 4567.',
      streetAddress: 'Please enter your street address.',
      suburb: 'Please enter your suburb.',
      city: 'Please enter your city or town.',
      province: 'Please choose your province.',
      postalCode: 'Please enter your 4-digit postal code, e.g. 2196.',
      country: 'Nexus delivers in South Africa only.',
    });
    expect(messages({ ...valid, email: '', contact: '' })).toEqual({
      email: 'Please enter your email address.',
      contact: 'Please enter a contact number.',
    });
    expect(messages({ ...valid, suburb: 's'.repeat(101) })).toEqual({ suburb: 'Please keep this under 100 characters.' });
  });

  it('delivers in South Africa only: another country is refused, not stored', () => {
    expect(messages({ ...valid, country: 'Zimbabwe' })).toEqual({ country: 'Nexus delivers in South Africa only.' });
    expect(orderInfoSchema.parse({ ...valid, country: 'South Africa' }).country).toBe('South Africa');
  });

  it('takes one of the nine provinces, spelt as listed', () => {
    expect(SOUTH_AFRICAN_PROVINCES).toHaveLength(9);
    for (const province of SOUTH_AFRICAN_PROVINCES) expect(orderInfoSchema.safeParse({ ...valid, province }).success).toBe(true);
    for (const province of ['Transvaal', 'gauteng', 'KwaZulu Natal', 'Gauteng ', 'Bulawayo']) {
      expect(messages({ ...valid, province })).toEqual({ province: 'Please choose your province.' });
    }
    expect(messages({ name: 'Thandi', email: 'thandi@example.co.za', contact: '082 123 4567', streetAddress: '1 Main Road', city: 'Durban', postalCode: '4001' })).toEqual({
      suburb: 'Please enter your suburb.',
      province: 'Please choose your province.',
    });
  });

  it('rejects unknown fields', () => {
    expect(orderInfoSchema.safeParse({ ...valid, admin: true }).success).toBe(false);
  });
});

describe('South African phone numbers', () => {
  it.each(['082 123 4567', '0821234567', '+27 82 123 4567', '+27821234567', '0027 82 123 4567', '011-555-0101', '(021) 418 1234', '27 82 123 4567'])(
    'accepts %s',
    (phone) => {
      expect(isSouthAfricanPhone(phone)).toBe(true);
    },
  );

  it.each(['', '12345', '082 123 456', '082 123 45678', '+44 20 7946 0958', '0021234567', '+27 082 123 4567', 'phone me'])('rejects %j', (phone) => {
    expect(isSouthAfricanPhone(phone)).toBe(false);
  });

  it('normalises to international form', () => {
    expect(normaliseSouthAfricanPhone('082 123 4567')).toBe('+27821234567');
    expect(normaliseSouthAfricanPhone('+27 82 123 4567')).toBe('+27821234567');
    expect(normaliseSouthAfricanPhone('nope')).toBeNull();
  });
});

describe('payment request body', () => {
  const body = {
    items: [{ id: 1, quantity: 2 }, { id: 13, quantity: 1, team: true }],
    paymentMethodId: 'pm_card_visa',
    idempotencyKey: 'order-1234',
    customer: { ...valid, country: 'South Africa' },
  };

  it('accepts cart lines, a payment method, an idempotency key and the order form', () => {
    expect(paymentRequestSchema.parse(body)).toEqual(body);
  });

  it.each([
    ['an amount from the client', { ...body, amount: 5000 }],
    ['no items', { ...body, items: [] }],
    ['51 lines', { ...body, items: Array.from({ length: 51 }, () => ({ id: 1, quantity: 1 })) }],
    ['quantity 0', { ...body, items: [{ id: 1, quantity: 0 }] }],
    ['quantity 100', { ...body, items: [{ id: 1, quantity: 100 }] }],
    ['a fractional quantity', { ...body, items: [{ id: 1, quantity: 1.5 }] }],
    ['a string id', { ...body, items: [{ id: '1', quantity: 1 }] }],
    ['an extra line field', { ...body, items: [{ id: 1, quantity: 1, price: 1 }] }],
    ['a non-boolean team flag', { ...body, items: [{ id: 1, quantity: 1, team: 'yes' }] }],
    ['an empty payment method', { ...body, paymentMethodId: '' }],
    ['a 256-character payment method', { ...body, paymentMethodId: 'p'.repeat(256) }],
    ['a short idempotency key', { ...body, idempotencyKey: 'abc' }],
    ['a 256-character idempotency key', { ...body, idempotencyKey: 'k'.repeat(256) }],
    ['a missing idempotency key', { items: body.items, paymentMethodId: 'pm_card_visa', customer: body.customer }],
    ['no order form', { items: body.items, paymentMethodId: 'pm_card_visa', idempotencyKey: 'order-1234' }],
    ['an order form without a postal code', { ...body, customer: { ...body.customer, postalCode: '' } }],
    ['an order form without a province', { ...body, customer: { ...body.customer, province: undefined } }],
    ['an order form for another country', { ...body, customer: { ...body.customer, country: 'Zimbabwe' } }],
  ])('rejects %s', (_, input) => {
    expect(paymentRequestSchema.safeParse(input).success).toBe(false);
  });

  it('accepts the limits', () => {
    expect(
      paymentRequestSchema.safeParse({
        items: Array.from({ length: 50 }, (_, index) => ({ id: index + 1, quantity: 99 })),
        paymentMethodId: 'p'.repeat(255),
        idempotencyKey: 'k'.repeat(8),
        customer: valid,
      }).success,
    ).toBe(true);
  });
});
