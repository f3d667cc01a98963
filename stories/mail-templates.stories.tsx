import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import { renderMail, type MailKind, type RenderedMail } from '../storefront/mail/render';
import { SAMPLE_MESSAGES } from '../storefront/mail/samples';

/**
 * The store's mails as they are sent: rendered by the same function the outbox uses, shown
 * in a frame the width of a phone (375) or a desktop mail client (600), light or dark, with the
 * plain-text part underneath. For designers: every template with the sample data in
 * storefront/mail/samples.ts.
 */
function MailPreview({ kind, width, scheme }: { kind: MailKind; width: 375 | 600; scheme: 'light' | 'dark' }) {
  const [mail, setMail] = useState<RenderedMail | null>(null);
  useEffect(() => {
    let live = true;
    void renderMail(SAMPLE_MESSAGES[kind], { origin: 'https://shop.example.co.za' }).then((rendered) => live && setMail(rendered));
    return () => {
      live = false;
    };
  }, [kind]);
  if (!mail) return <p>Rendering…</p>;
  return (
    <div className="flex flex-col gap-4 p-4 font-sans text-ink">
      <p>
        <strong>Subject:</strong> {mail.subject}
      </p>
      <iframe
        title={`Mail: ${mail.subject}`}
        srcDoc={mail.html}
        style={{ width, height: 900, border: '1px solid #e5e7eb', colorScheme: scheme }}
      />
      <details>
        <summary>Plain-text part</summary>
        <pre className="whitespace-pre-wrap text-sm">{mail.text}</pre>
      </details>
    </div>
  );
}
MailPreview.displayName = 'MailPreview';

const meta = {
  title: 'Mail/Templates',
  component: MailPreview,
  tags: ['autodocs'],
  args: { kind: 'order-confirmation', width: 600, scheme: 'light' },
  argTypes: {
    kind: { control: 'select', options: Object.keys(SAMPLE_MESSAGES) },
    width: { control: 'inline-radio', options: [375, 600] },
    scheme: { control: 'inline-radio', options: ['light', 'dark'] },
  },
} satisfies Meta<typeof MailPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OrderConfirmation: Story = {
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText(/Your Nexus order NX-7K3M9Q2P/)).toBeVisible());
  },
};
export const OrderConfirmationOnAPhone: Story = { args: { width: 375 } };
export const OrderConfirmationDark: Story = { args: { scheme: 'dark' } };
export const Shipped: Story = { args: { kind: 'order-shipped' } };
export const Delivered: Story = { args: { kind: 'order-delivered' } };
export const Cancelled: Story = { args: { kind: 'order-cancelled' } };
export const Refunded: Story = { args: { kind: 'order-refunded' } };
export const ReturnRequested: Story = { args: { kind: 'return-requested' } };
export const ReturnAccepted: Story = { args: { kind: 'return-accepted' } };
export const ReturnRefused: Story = { args: { kind: 'return-refused' } };
export const TeamComplete: Story = { args: { kind: 'team-complete', width: 375 } };
export const WheelVoucher: Story = { args: { kind: 'wheel-voucher', width: 375 } };
