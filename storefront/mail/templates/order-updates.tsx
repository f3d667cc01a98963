import { Link } from '@react-email/components';
import { formatRand } from '../../core/domain/money';
import { orderPath, type MailMessage } from '../messages';
import { absolute, ActionButton, link, MailLayout, Paragraph, type MailContext } from './layout';

type OrderUpdate = Extract<MailMessage, { kind: 'order-shipped' | 'order-delivered' | 'order-cancelled' | 'order-refunded' | 'return-requested' | 'return-accepted' | 'return-refused' }>;

const REFUND_TIME = 'Card refunds usually reach your account within 5 to 10 working days, depending on your bank.';

/** What each update says: its heading and the paragraphs under it. */
function wording(message: OrderUpdate): { heading: string; preview: string; body: string[] } {
  const first = message.name.split(' ')[0];
  const number = message.orderNumber;
  switch (message.kind) {
    case 'order-shipped':
      return {
        heading: 'Your order is on its way',
        preview: `Order ${number} shipped with ${message.carrier}: tracking number ${message.trackingNumber}.`,
        body: [`Hi ${first}, order ${number} has left our warehouse with ${message.carrier}.`, `Tracking number: ${message.trackingNumber}`],
      };
    case 'order-delivered':
      return {
        heading: 'Your order was delivered',
        preview: `Order ${number} was delivered.`,
        body: [
          `Hi ${first}, order ${number} was delivered. Enjoy it!`,
          'Not what you expected? You can ask to return it from your order page within 7 days of delivery.',
        ],
      };
    case 'order-cancelled':
      return {
        heading: 'Your order was cancelled',
        preview: `Order ${number} was cancelled; ${formatRand(message.refunded)} refunded.`,
        body: [`Hi ${first}, order ${number} was cancelled and ${formatRand(message.refunded)} refunded to the card you paid with.`, REFUND_TIME],
      };
    case 'order-refunded':
      return {
        heading: 'You have a refund',
        preview: `${formatRand(message.refunded)} refunded for order ${number}.`,
        body: [`Hi ${first}, we refunded ${formatRand(message.refunded)} for order ${number} to the card you paid with.`, REFUND_TIME],
      };
    case 'return-requested':
      return {
        heading: 'We have your return request',
        preview: `Return requested for order ${number}.`,
        body: [
          `Hi ${first}, we received your request to return order ${number}.`,
          'We will be in touch about collection; once the items are back with us we refund you in full.',
        ],
      };
    case 'return-accepted':
      return {
        heading: 'Your return is accepted',
        preview: `Return of order ${number} accepted; ${formatRand(message.refunded)} refunded.`,
        body: [`Hi ${first}, we accepted the return of order ${number} and refunded ${formatRand(message.refunded)} to the card you paid with.`, REFUND_TIME],
      };
    case 'return-refused':
      return {
        heading: 'We cannot accept your return',
        preview: `The return of order ${number} was not accepted.`,
        body: [`Hi ${first}, we cannot accept the return of order ${number}.`, message.message, 'Reply to this mail if you would like to talk it over.'],
      };
  }
}

export function subjectOfOrderUpdate(message: OrderUpdate): string {
  const number = message.orderNumber;
  switch (message.kind) {
    case 'order-shipped':
      return `Order ${number} has shipped`;
    case 'order-delivered':
      return `Order ${number} was delivered`;
    case 'order-cancelled':
      return `Order ${number} was cancelled: ${formatRand(message.refunded)} refunded`;
    case 'order-refunded':
      return `Refund of ${formatRand(message.refunded)} for order ${number}`;
    case 'return-requested':
      return `Return requested for order ${number}`;
    case 'return-accepted':
      return `Return accepted for order ${number}: ${formatRand(message.refunded)} refunded`;
    case 'return-refused':
      return `Return of order ${number} not accepted`;
  }
}

export function OrderUpdateMail({ message, context }: { message: OrderUpdate; context: MailContext }) {
  const { heading, preview, body } = wording(message);
  return (
    <MailLayout context={context} preview={preview} heading={heading}>
      {body.map((paragraph, index) => (
        <Paragraph key={index}>{paragraph}</Paragraph>
      ))}
      {message.kind === 'order-shipped' && message.trackingUrl ? (
        <Paragraph>
          <Link href={message.trackingUrl} className="nx-link" style={link}>
            Track the parcel with {message.carrier}
          </Link>
        </Paragraph>
      ) : null}
      <ActionButton href={absolute(context, orderPath(message.orderNumber))}>View your order</ActionButton>
    </MailLayout>
  );
}
