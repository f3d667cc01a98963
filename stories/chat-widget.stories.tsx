import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  ChatWidget,
  ChatWidgetComposer,
  ChatWidgetLauncher,
  ChatWidgetLog,
  ChatWidgetPanel,
  ChatWidgetReplies,
  ChatWidgetRoot,
  type ChatScript,
} from '../ui-kit/src/chat-widget';

/** A small script in the shape of the store's Linda conversation (the real one lives in the storefront). */
const exampleScript: ChatScript = {
  start: 'greeting',
  fallback: ["Sorry, I didn't quite catch that. Please pick one of the options below."],
  nodes: {
    greeting: { id: 'greeting', messages: ["Hi, I'm Linda, your shopping assistant!"], continueTo: 'menu' },
    menu: {
      id: 'menu',
      messages: ['How can I help you today?'],
      options: [
        { label: 'Show me products', next: 'products', keywords: ['products', 'shop'] },
        { label: 'Shipping info', next: 'shipping', keywords: ['shipping', 'delivery'] },
        { label: 'Store hours', next: 'hours', keywords: ['hours', 'open'] },
      ],
    },
    products: {
      id: 'products',
      messages: ['Which kind of product are you looking for?'],
      options: [
        { label: 'Smartphones', next: 'smartphones' },
        { label: 'Laptops', next: 'laptops' },
      ],
    },
    smartphones: {
      id: 'smartphones',
      messages: ['We have 6 smartphones, from R 3 999 to R 24 999.'],
      links: [{ label: 'See all smartphones', href: '/category/mobile-phones' }],
      continueTo: 'menu',
    },
    laptops: { id: 'laptops', messages: ['We have 6 laptops, from R 7 999 to R 42 999.'], continueTo: 'menu' },
    shipping: {
      id: 'shipping',
      messages: ['Delivery options and their costs are shown at checkout.', 'Would you like to track an order?'],
      options: [
        { label: 'Yes', next: 'track', keywords: ['yes', 'sure'] },
        { label: 'No', next: 'menu', keywords: ['no'] },
      ],
    },
    track: { id: 'track', messages: ['Please type your order ID.'], freeText: { next: 'tracked' } },
    tracked: {
      id: 'tracked',
      messages: ['Thanks! We will email you the tracking details for that order shortly.'],
      end: true,
    },
    hours: { id: 'hours', messages: ['Our stores are open Mon-Fri, 9am to 6pm.'], continueTo: 'menu' },
  },
};

const longScript: ChatScript = {
  start: 'greeting',
  fallback: ['Sorry, I did not understand that.'],
  nodes: {
    greeting: {
      id: 'greeting',
      messages: [
        "Hi, I'm Linda! Before you check out, here is everything you need to know about delivery, returns and warranties at our stores, so that nothing surprises you after you have paid.",
        'Returns are accepted within 14 days for unused, unopened items; cancellations within 24 hours; every electronic item carries a 1 year warranty. Order reference format: NEXUS-ORDER-20250101-000000000000000123456789.',
      ],
      options: [
        { label: 'Tell me everything about shipping to outlying areas and islands', next: 'done' },
        { label: 'No thanks', next: 'done' },
      ],
    },
    done: { id: 'done', messages: ['Happy shopping!'], end: true },
  },
};

// The widget is fixed to the viewport in the store; inside the docs page each story keeps it in its own frame.
const framed: Decorator = (Story) => (
  <div className="relative h-[40rem] w-full bg-surface-muted">
    <Story />
  </div>
);

const meta = {
  title: 'Components/ChatWidget',
  component: ChatWidget,
  decorators: [framed],
  parameters: { layout: 'fullscreen' },
  args: { script: exampleScript, botName: 'Linda', title: 'Linda - Shopping Assistant', typingDelayMs: 0, className: 'absolute!', onOpenChange: fn() },
} satisfies Meta<typeof ChatWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Minimised: Story = {
  play: async ({ args, canvas }) => {
    const launcher = canvas.getByRole('button', { name: 'Chat with Linda' });
    await expect(launcher).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(launcher);
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await expect(canvas.getByRole('dialog', { name: 'Linda - Shopping Assistant' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Message Linda' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(launcher).toHaveFocus();
  },
};

export const WithTeaser: Story = {
  args: { teaser: 'Need help choosing? Ask Linda!' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Need help choosing? Ask Linda!')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Chat with Linda' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Minimise chat' }));
    await expect(canvas.queryByText('Need help choosing? Ask Linda!')).not.toBeInTheDocument();
  },
};

export const OpenAtGreeting: Story = {
  args: { defaultOpen: true },
  play: async ({ canvas }) => {
    const log = canvas.getByRole('log', { name: 'Conversation with Linda' });
    await expect(log).toHaveAttribute('aria-live', 'polite');
    await expect(within(log).getByText("Hi, I'm Linda, your shopping assistant!")).toBeVisible();
    await expect(within(log).getByText('How can I help you today?')).toBeVisible();
    const replies = canvas.getByRole('group', { name: 'Suggested replies' });
    await expect(within(replies).getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Show me products',
      'Shipping info',
      'Store hours',
    ]);
    await expect(canvas.getByPlaceholderText('Ask Linda something...')).toBeVisible();
  },
};

export const MidConversation: Story = {
  args: { defaultOpen: true },
  play: async ({ canvas }) => {
    const log = canvas.getByRole('log');
    await userEvent.click(canvas.getByRole('button', { name: 'Show me products' }));
    await expect(within(log).getByText('Show me products')).toHaveAttribute('data-author', 'user');
    await expect(within(log).getByText('Which kind of product are you looking for?')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Smartphones' }));
    await expect(within(log).getByText(/We have 6 smartphones/)).toBeVisible();
    await expect(within(log).getByRole('link', { name: 'See all smartphones' })).toHaveAttribute(
      'href',
      '/category/mobile-phones',
    );
    // The short answer leads straight back to the menu.
    await expect(within(log).getAllByText('How can I help you today?')).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: 'Shipping info' })).toBeVisible();
  },
};

export const TypedQuestion: Story = {
  args: { defaultOpen: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Message Linda' });
    await userEvent.type(input, 'When are you open?{Enter}');
    await expect(input).toHaveValue('');
    const log = canvas.getByRole('log');
    await expect(within(log).getByText('When are you open?')).toHaveAttribute('data-author', 'user');
    await expect(within(log).getByText('Our stores are open Mon-Fri, 9am to 6pm.')).toBeVisible();
    await userEvent.type(input, 'purple elephants');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(within(log).getByText(/didn't quite catch that/)).toBeVisible();
  },
};

export const BotTyping: Story = {
  // Long enough that the indicator stays on screen for review.
  args: { defaultOpen: true, typingDelayMs: 600_000 },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Store hours' }));
    await expect(canvas.getByText('Linda is typing')).toBeInTheDocument();
    await expect(canvas.queryByText('Our stores are open Mon-Fri, 9am to 6pm.')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Shipping info' })).not.toBeInTheDocument();
  },
};

export const Ended: Story = {
  args: { defaultOpen: true },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Shipping info' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Yes' }));
    const input = canvas.getByRole('textbox', { name: 'Message Linda' });
    await userEvent.type(input, 'NX-10423{Enter}');
    await expect(canvas.getByText(/tracking details for that order/)).toBeVisible();
    // No question leaves the message box disabled: the shopper can type on, or start over.
    await expect(input).toBeEnabled();
    await expect(input).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Start over' })).toBeVisible();
  },
};

/** A script whose `understand` answers typed questions beyond its menus, one of them slowly (`later`). */
const understandingScript: ChatScript = {
  ...exampleScript,
  understand: (text) => {
    if (/return|refund/i.test(text)) {
      return {
        messages: ['You can return items within 14 days of delivery, unused and in their original packaging.'],
        links: [{ label: 'Returns & refunds', href: '#returns' }],
      };
    }
    if (/phone/i.test(text)) {
      return {
        messages: [],
        later: new Promise((resolve) => {
          setTimeout(
            () =>
              resolve({
                messages: ['Here are the top 2 of 4 matches for "phone" up to R 15 000:'],
                links: [
                  { label: 'Google Pixel 8 128GB, R 14 999', href: '#pixel-8' },
                  { label: 'Samsung Galaxy A55 5G 128GB, R 8 999', href: '#galaxy-a55' },
                  { label: 'See all "phone" up to R 15 000', href: '#search' },
                ],
              }),
            300,
          );
        }),
      };
    }
    return undefined;
  },
};

export const UnderstandsTypedQuestions: Story = {
  args: { defaultOpen: true, script: understandingScript },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Message Linda' });
    const log = canvas.getByRole('log');
    await userEvent.type(input, 'Can I get a refund?{Enter}');
    await expect(within(log).getByText(/return items within 14 days/)).toBeVisible();
    await expect(within(log).getByRole('link', { name: 'Returns & refunds' })).toBeVisible();
    await userEvent.type(input, 'phone under R15000{Enter}');
    await expect(canvas.getByText('Linda is typing')).toBeInTheDocument();
    await expect(input).toBeEnabled();
    await expect(await within(log).findByRole('link', { name: 'Google Pixel 8 128GB, R 14 999' })).toBeVisible();
    await expect(within(log).getByRole('link', { name: 'See all "phone" up to R 15 000' })).toBeVisible();
  },
};

export const StartOver: Story = {
  args: { defaultOpen: true },
  play: async (context) => {
    await Ended.play?.(context);
    const { canvas } = context;
    await userEvent.click(canvas.getByRole('button', { name: 'Start over' }));
    await expect(canvas.queryByText(/tracking details/)).not.toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'Message Linda' })).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Show me products' })).toBeVisible();
  },
};

export const LongMessages: Story = {
  args: { defaultOpen: true, script: longScript },
  play: async ({ canvas }) => {
    const option = canvas.getByRole('button', { name: 'Tell me everything about shipping to outlying areas and islands' });
    await userEvent.click(option);
    await expect(canvas.getByText('Happy shopping!')).toBeVisible();
    // Long words wrap instead of pushing the panel wider than its frame.
    const dialog = canvas.getByRole('dialog');
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
  },
};

export const Mobile: Story = {
  args: { defaultOpen: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const dialog = canvas.getByRole('dialog', { name: 'Linda - Shopping Assistant' });
    // Nearly full width below 768px: a 1rem margin on either side.
    await waitFor(() => expect(dialog.getBoundingClientRect().width).toBe(window.innerWidth - 32));
    // The title is whole and on one line at 375px (the decorative avatar gives way on a narrow panel).
    const title = canvas.getByRole('heading', { name: 'Linda - Shopping Assistant' });
    await expect(title.scrollWidth).toBeLessThanOrEqual(title.clientWidth);
    await expect(title.getBoundingClientRect().height).toBeLessThanOrEqual(Number.parseFloat(getComputedStyle(title).lineHeight));
    await userEvent.click(canvas.getByRole('button', { name: 'Store hours' }));
    await expect(canvas.getByText('Our stores are open Mon-Fri, 9am to 6pm.')).toBeVisible();
  },
};

/**
 * `placement="inline"`: the widget sits in a toolbar the page keeps clear of its content (the store's
 * floating dock). The teaser and launcher form a row, the teaser only from the `sm` breakpoint up, and
 * the panel opens above the widget, aligned to its right edge.
 */
export const Inline: Story = {
  args: { placement: 'inline', teaser: 'Need help? Ask Linda', className: undefined },
  decorators: [
    (Story) => (
      <div className="absolute inset-x-0 bottom-0 flex h-14 items-center justify-end border-t border-surface-sunken bg-surface px-4">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, canvasElement }) => {
    const widget = canvasElement.querySelector<HTMLElement>('[data-slot="chat-widget"]');
    await expect(widget).toHaveAttribute('data-placement', 'inline');
    await expect(widget && getComputedStyle(widget).position).toBe('relative');
    await expect(canvas.getByText('Need help? Ask Linda')).toBeVisible();
    const launcher = canvas.getByRole('button', { name: 'Chat with Linda' });
    await expect(launcher).toHaveAttribute('title', 'Chat with Linda');
    await userEvent.click(launcher);
    const dialog = canvas.getByRole('dialog', { name: 'Linda - Shopping Assistant' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getBoundingClientRect().bottom).toBeLessThanOrEqual(launcher.getBoundingClientRect().top);
    await expect(Math.round(dialog.getBoundingClientRect().right)).toBe(Math.round(launcher.getBoundingClientRect().right));
  },
};

export const InlineMobile: Story = {
  ...Inline,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    // No room for the teaser beside the launcher in a phone's toolbar.
    await expect(canvas.getByText('Need help? Ask Linda')).not.toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Chat with Linda' }));
    const title = canvas.getByRole('heading', { name: 'Linda - Shopping Assistant' });
    await expect(title.scrollWidth).toBeLessThanOrEqual(title.clientWidth);
  },
};

/**
 * The widget made of its parts (`ChatWidgetRoot`, `ChatWidgetPanel`, `ChatWidgetLog`,
 * `ChatWidgetReplies`, `ChatWidgetComposer`, `ChatWidgetTeaser`, `ChatWidgetLauncher`), here with the
 * replies under the message box instead of in the conversation. The panel is a Radix Dialog, non-modal:
 * a press outside closes it and leaves focus where the shopper pressed; Escape gives it back to the
 * launcher.
 */
export const ComposedFromParts: Story = {
  render: (args) => (
    <ChatWidgetRoot script={args.script} botName={args.botName} title={args.title} typingDelayMs={0} className="absolute!">
      <ChatWidgetPanel>
        <ChatWidgetLog />
        <ChatWidgetComposer />
        <ChatWidgetReplies className="border-t border-surface-sunken p-3" />
      </ChatWidgetPanel>
      <ChatWidgetLauncher />
    </ChatWidgetRoot>
  ),
  play: async ({ canvas, canvasElement }) => {
    const launcher = canvas.getByRole('button', { name: 'Chat with Linda' });
    await userEvent.click(launcher);
    await expect(canvas.getByRole('dialog', { name: 'Linda - Shopping Assistant' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show me products' }));
    await expect(canvas.getByRole('button', { name: 'Laptops' })).toHaveClass('rounded-pill');
    // A press outside closes it.
    await userEvent.click(canvasElement.firstElementChild as HTMLElement);
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await userEvent.click(launcher);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(launcher).toHaveFocus();
  },
};
