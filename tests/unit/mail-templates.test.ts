import { describe, expect, it } from 'vitest';
import { formatRand } from '../../storefront/core/domain/money';
import { renderMail, type MailMessage } from '../../storefront/mail/render';
import { SAMPLE_MESSAGES, SAMPLE_ORDER } from '../../storefront/mail/samples';

const context = { origin: 'https://shop.example.co.za' };

describe('mail templates', () => {
  it('renders every message as a subject, HTML and a plain-text part', async () => {
    for (const message of Object.values(SAMPLE_MESSAGES) as MailMessage[]) {
      const mail = await renderMail(message, context);
      expect(mail.subject.length, message.kind).toBeGreaterThan(5);
      expect(mail.html, message.kind).toMatch(/^<!DOCTYPE html/);
      // Readable on a phone and in dark clients.
      expect(mail.html, message.kind).toContain('max-width:600px');
      expect(mail.html, message.kind).toContain('prefers-color-scheme: dark');
      expect(mail.text, message.kind).not.toContain('<');
      expect(mail.text.length, message.kind).toBeGreaterThan(50);
    }
  });

  it('order confirmation: lines, totals with VAT 15/115, the address, the delivery date, links to the order and its invoice', async () => {
    const { totals } = SAMPLE_ORDER;
    expect(totals.vat).toBe(Math.round((totals.total * 15) / 115));
    const mail = await renderMail(SAMPLE_MESSAGES['order-confirmation'], context);
    expect(mail.subject).toBe(`Your Nexus order NX-7K3M9Q2P: ${formatRand(totals.total)}`);
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain('2 × Sony WH-1000XM5');
      expect(part).toContain(formatRand(2 * 6_499_00));
      expect(part).toContain('VAT (15%) included');
      expect(part).toContain(formatRand(totals.vat));
      expect(part).toContain(formatRand(totals.total));
      expect(part).toContain('Rosebank');
      expect(part).toContain('Sunday, November 29');
      expect(part).toContain('https://shop.example.co.za/orders/NX-7K3M9Q2P');
      expect(part).toContain('https://shop.example.co.za/orders/NX-7K3M9Q2P/invoice');
    }
  });

  it('says what each update is about', async () => {
    const shipped = await renderMail(SAMPLE_MESSAGES['order-shipped'], context);
    expect(shipped.text).toContain('TCG123456789ZA');
    expect(shipped.html).toContain('https://www.thecourierguy.co.za/tracking?waybill=TCG123456789ZA');
    const refunded = await renderMail(SAMPLE_MESSAGES['order-refunded'], context);
    expect(refunded.subject).toBe('Refund of R 6 499 for order NX-7K3M9Q2P');
    const team = await renderMail(SAMPLE_MESSAGES['team-complete'], context);
    expect(team.text).toContain('Team complete! You got 40% discount!');
    expect(team.text).toContain('https://shop.example.co.za/team/K7M2Q9XP');
    const voucher = await renderMail(SAMPLE_MESSAGES['wheel-voucher'], context);
    expect(voucher.text).toContain('NEXUS-7KQ2M9XP');
    expect(voucher.text).toContain('R 1 000');
    expect(voucher.text).toContain('Friday, December 25');
  });

  it('escapes what shoppers typed', async () => {
    const message = { ...SAMPLE_MESSAGES['order-confirmation'], order: { ...SAMPLE_ORDER, name: '<script>alert(1)</script>' } };
    const mail = await renderMail(message, context);
    expect(mail.html).not.toContain('<script>alert(1)');
  });
});
