import { plainTextSelectors, render } from '@react-email/render';
import type { ReactElement } from 'react';
import { formatRand } from '../core/domain/money';
import type { MailMessage } from './messages';
import type { MailContext } from './templates/layout';
import { OrderConfirmationMail } from './templates/order-confirmation';
import { OrderUpdateMail, subjectOfOrderUpdate } from './templates/order-updates';
import { TEAM_COMPLETE, TeamCompleteMail } from './templates/team-complete';
import { WheelVoucherMail } from './templates/wheel-voucher';

export type { MailContext } from './templates/layout';
export * from './messages';

export interface RenderedMail {
  subject: string;
  html: string;
  /** The plain-text part, for clients that show no HTML (and for spam filters, which expect one). */
  text: string;
}

/** The subject line and the React element of a message. */
export function mailElement(message: MailMessage, context: MailContext): { subject: string; element: ReactElement } {
  switch (message.kind) {
    case 'order-confirmation':
      return {
        subject: `Your Nexus order ${message.order.orderNumber}: ${formatRand(message.order.totals.total)}`,
        element: <OrderConfirmationMail order={message.order} expectedDelivery={message.expectedDelivery} context={context} />,
      };
    case 'team-complete':
      return { subject: `${TEAM_COMPLETE} ${message.productName}`, element: <TeamCompleteMail message={message} context={context} /> };
    case 'wheel-voucher':
      return { subject: `Your ${formatRand(message.value)} Nexus voucher: ${message.code}`, element: <WheelVoucherMail message={message} context={context} /> };
    default:
      return { subject: subjectOfOrderUpdate(message), element: <OrderUpdateMail message={message} context={context} /> };
  }
}

/** Headings keep their case in the plain-text part (html-to-text shouts them by default). */
const PLAIN_TEXT = {
  selectors: [...plainTextSelectors, ...(['h1', 'h2'] as const).map((selector) => ({ selector, options: { uppercase: false } }))],
};

/** The message as a mail: subject, HTML and plain text, from the same React template. */
export async function renderMail(message: MailMessage, context: MailContext): Promise<RenderedMail> {
  const { subject, element } = mailElement(message, context);
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true, htmlToTextOptions: PLAIN_TEXT })]);
  return { subject, html, text };
}
