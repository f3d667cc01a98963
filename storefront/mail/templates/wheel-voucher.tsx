import { Section, Text } from '@react-email/components';
import { formatRand } from '../../core/domain/money';
import { formatDeliveryDate } from '../../core/domain/delivery';
import type { MailMessage } from '../messages';
import { colours } from '../theme';
import { absolute, ActionButton, MailLayout, Paragraph, type MailContext } from './layout';

/** 'Friday, December 25' in South African time, whatever the server's time zone. */
export function voucherExpiry(expiresAt: string): string {
  const inSouthAfrica = new Date(new Date(expiresAt).getTime() + 2 * 60 * 60 * 1000);
  return formatDeliveryDate(new Date(inSouthAfrica.getUTCFullYear(), inSouthAfrica.getUTCMonth(), inSouthAfrica.getUTCDate()));
}

export function WheelVoucherMail({ message, context }: { message: Extract<MailMessage, { kind: 'wheel-voucher' }>; context: MailContext }) {
  const value = formatRand(message.value);
  const expiry = voucherExpiry(message.expiresAt);
  return (
    <MailLayout context={context} preview={`Your ${value} voucher ${message.code}, valid until ${expiry}.`} heading={`You won a ${value} voucher`}>
      <Paragraph>Congratulations! The prize wheel gave you a voucher worth {value} off the goods of one order.</Paragraph>
      <Section className="nx-panel" style={{ backgroundColor: colours.accentLight, borderRadius: '8px', padding: '16px', margin: '0 0 16px', textAlign: 'center' }}>
        <Text className="nx-text" style={{ color: colours.ink, fontSize: '14px', margin: '0 0 4px' }}>
          Your code
        </Text>
        <Text className="nx-text" style={{ color: colours.ink, fontFamily: 'Menlo, Consolas, monospace', fontSize: '24px', fontWeight: 700, letterSpacing: '2px', margin: 0 }}>
          {message.code}
        </Text>
      </Section>
      <Paragraph>
        Worth <strong>{value}</strong>, valid until <strong>{expiry}</strong>. Enter it at checkout; it is used once, on one order, and change is
        not given.
      </Paragraph>
      <ActionButton href={absolute(context, '/')}>Start shopping</ActionButton>
    </MailLayout>
  );
}
