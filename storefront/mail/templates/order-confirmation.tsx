import { Column, Link, Row, Section, Text } from '@react-email/components';
import { formatRand } from '../../core/domain/money';
import { VAT_PERCENT } from '../../core/domain/pricing';
import { invoicePath, orderPath, type MailOrder } from '../messages';
import { colours } from '../theme';
import { absolute, ActionButton, Divider, link, MailLayout, muted, Paragraph, text, type MailContext } from './layout';

const cell = { ...text, margin: '0', padding: '6px 0' };
const amount = { ...cell, textAlign: 'right' as const, whiteSpace: 'nowrap' as const, paddingLeft: '12px' };

function TotalRow({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  const weight = strong ? { fontWeight: 700 } : {};
  return (
    <Row>
      <Column className="nx-text" style={{ ...cell, ...weight }}>
        {label}
      </Column>
      <Column className="nx-text" style={{ ...amount, ...weight }}>
        {value}
      </Column>
    </Row>
  );
}

/** The address as lines, leaving out the parts older orders do not have. */
export function addressLines(order: MailOrder): string[] {
  const to = order.deliverTo;
  return [to.name, to.streetAddress, to.suburb, to.city, [to.province, to.postalCode].filter(Boolean).join(' '), to.country].filter(
    (part): part is string => Boolean(part),
  );
}

export function vatLabel(order: Pick<MailOrder, 'totals'>): string {
  return order.totals.vatMode === 'inclusive' ? `VAT (${VAT_PERCENT}%) included` : `VAT (${VAT_PERCENT}%)`;
}

export function OrderConfirmationMail({ order, expectedDelivery, context }: { order: MailOrder; expectedDelivery: string; context: MailContext }) {
  const { totals } = order;
  return (
    <MailLayout context={context} preview={`Order ${order.orderNumber}: ${formatRand(totals.total)} paid. Expected ${expectedDelivery}.`} heading="Thank you for your order">
      <Paragraph>
        Hi {order.name.split(' ')[0]}, we have your payment for order <strong>{order.orderNumber}</strong> and are getting it ready.
        Expected delivery: <strong>{expectedDelivery}</strong>.
      </Paragraph>
      <ActionButton href={absolute(context, orderPath(order.orderNumber))}>View your order</ActionButton>

      <Section>
        {order.lines.map((line, index) => (
          <Row key={index}>
            <Column className="nx-text" style={cell}>
              {`${line.quantity} × ${line.name}${line.team ? ' (team price)' : ''}`}
            </Column>
            <Column className="nx-text" style={amount}>
              {formatRand(line.unitPrice * line.quantity)}
            </Column>
          </Row>
        ))}
      </Section>
      <Divider />
      <Section>
        <TotalRow label="Subtotal" value={formatRand(totals.subtotal)} />
        {totals.discount > 0 ? <TotalRow label={`Discount${order.couponCode ? ` (${order.couponCode})` : ''}`} value={`-${formatRand(totals.discount)}`} /> : null}
        <TotalRow label="Shipping" value={totals.shipping === 0 ? 'Free' : formatRand(totals.shipping)} />
        <TotalRow label={vatLabel(order)} value={formatRand(totals.vat)} />
        <TotalRow label="Total" value={formatRand(totals.total)} strong />
      </Section>
      <Divider />
      <Text className="nx-muted" style={{ ...muted, fontWeight: 700, margin: '0 0 4px' }}>
        Delivering to
      </Text>
      <Text className="nx-text" style={text}>
        {addressLines(order).map((part, index) => (
          <span key={index}>
            {part}
            <br />
          </span>
        ))}
      </Text>
      <Paragraph subtle>
        Your tax invoice is ready to print or save as PDF:{' '}
        <Link href={absolute(context, invoicePath(order.orderNumber))} className="nx-link" style={link}>
          Tax invoice {order.orderNumber}
        </Link>
        .
      </Paragraph>
      <Text className="nx-muted" style={{ ...muted, color: colours.inkMuted }}>
        Questions? Reply to this mail and quote {order.orderNumber}.
      </Text>
    </MailLayout>
  );
}
