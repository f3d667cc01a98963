// The kit's own stylesheet, so that layout (fixed position, panel width, scrolling) is real.
import '../../ui-kit/src/styles.css';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cdp, page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ChatWidget, validateScript, type ChatScript } from '../../ui-kit/src/chat-widget';

// The shop's words for its assistant: the kit's defaults are neutral ('Assistant').
const LINDA = { botName: 'Linda', title: 'Linda - Shopping Assistant' };

const script: ChatScript = {
  start: 'greeting',
  fallback: ["Sorry, I didn't quite catch that."],
  nodes: {
    greeting: { id: 'greeting', messages: ["Hi, I'm Linda!"], continueTo: 'menu' },
    menu: {
      id: 'menu',
      messages: ['How can I help you today?'],
      options: [
        { label: 'Show me products', next: 'products' },
        { label: 'Shipping info', next: 'shipping', keywords: ['delivery'] },
      ],
    },
    products: {
      id: 'products',
      messages: ['Which kind of product?'],
      options: [
        { label: 'Laptops', next: 'laptops' },
        { label: 'Smartphones', next: 'smartphones' },
      ],
    },
    laptops: {
      id: 'laptops',
      messages: ['We have 6 laptops.', 'They start at R 7 999.'],
      links: [{ label: 'See laptops', href: '/category/laptops' }],
      continueTo: 'menu',
    },
    smartphones: { id: 'smartphones', messages: ['We have 6 smartphones.'], continueTo: 'menu' },
    shipping: {
      id: 'shipping',
      messages: ['Would you like to track an order?'],
      options: [
        { label: 'Yes', next: 'track' },
        { label: 'No', next: 'menu' },
      ],
    },
    track: { id: 'track', messages: ['Please type your order ID.'], freeText: { next: 'tracked' } },
    tracked: { id: 'tracked', messages: ['Thanks, we will email you the tracking details.'], end: true },
  },
};

async function emulateReducedMotion(reduce: boolean) {
  await cdp().send('Emulation.setEmulatedMedia', {
    features: [{ name: 'prefers-reduced-motion', value: reduce ? 'reduce' : 'no-preference' }],
  });
}

function messagesIn(screen: Awaited<ReturnType<typeof render>>) {
  return Array.from(screen.getByRole('log').element().querySelectorAll('li[data-author]'), (item) => [
    item.getAttribute('data-author'),
    item.textContent,
  ]);
}

describe('ChatWidget', () => {
  afterEach(async () => {
    await emulateReducedMotion(false);
    await page.viewport(1024, 768);
  });

  it('is a valid script for these tests', () => {
    expect(validateScript(script)).toEqual([]);
  });

  it('starts minimised as a launcher in the bottom right corner', async () => {
    const screen = await render(<ChatWidget {...LINDA} script={script} />);
    const launcher = screen.getByRole('button', { name: 'Chat with Linda' });
    await expect.element(launcher).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('dialog').query()).toBeNull();
    const box = launcher.element().getBoundingClientRect();
    expect(window.innerWidth - box.right).toBe(16);
    expect(window.innerHeight - box.bottom).toBe(16);
  });

  it('opens from the keyboard, focuses the message box, and does not trap focus', async () => {
    const screen = await render(
      <>
        <button type="button">Before</button>
        <ChatWidget {...LINDA} script={script} />
        <button type="button">After</button>
      </>,
    );
    await userEvent.tab();
    await userEvent.tab();
    await expect.element(screen.getByRole('button', { name: 'Chat with Linda' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Linda - Shopping Assistant' });
    await expect.element(dialog).toBeVisible();
    await expect.element(dialog).toHaveAttribute('aria-modal', 'false');
    await expect.element(screen.getByRole('button', { name: 'Chat with Linda' })).toHaveAttribute('aria-expanded', 'true');
    const input = screen.getByRole('textbox', { name: 'Message Linda' });
    await expect.element(input).toHaveFocus();
    await expect.element(input).toHaveAttribute('placeholder', 'Ask Linda something...');
    await userEvent.tab();
    await expect.element(screen.getByRole('button', { name: 'Send' })).toHaveFocus();
    await userEvent.tab();
    await expect.element(screen.getByRole('button', { name: 'Chat with Linda' })).toHaveFocus();
    await userEvent.tab();
    await expect.element(screen.getByRole('button', { name: 'After' })).toHaveFocus();
  });

  it('minimises on Escape, returns focus to the launcher and keeps the conversation', async () => {
    const onOpenChange = vi.fn();
    const screen = await render(<ChatWidget {...LINDA} script={script} typingDelayMs={0} onOpenChange={onOpenChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Chat with Linda' }));
    await userEvent.click(screen.getByRole('button', { name: 'Show me products' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog').query()).toBeNull();
    await expect.element(screen.getByRole('button', { name: 'Chat with Linda' })).toHaveFocus();
    expect(onOpenChange.mock.calls).toEqual([[true], [false]]);
    await userEvent.keyboard('{Enter}');
    await expect.element(screen.getByRole('button', { name: 'Laptops' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Minimise chat' }));
    expect(screen.getByRole('dialog').query()).toBeNull();
    await expect.element(screen.getByRole('button', { name: 'Chat with Linda' })).toHaveFocus();
  });

  it('closes on a press outside (focus goes where the shopper pressed) and on Escape (focus back to the launcher)', async () => {
    const onOpenChange = vi.fn();
    const screen = await render(
      <>
        <button type="button">Elsewhere on the page</button>
        <ChatWidget {...LINDA} script={script} typingDelayMs={0} onOpenChange={onOpenChange} />
      </>,
    );
    const launcher = screen.getByRole('button', { name: 'Chat with Linda' });
    await userEvent.click(launcher);
    await expect.element(screen.getByRole('textbox', { name: 'Message Linda' })).toHaveFocus();
    // Tabbing on to the page does not close it: it is not modal.
    await userEvent.tab();
    await userEvent.tab();
    await expect.element(screen.getByRole('dialog', { name: 'Linda - Shopping Assistant' })).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Elsewhere on the page' }));
    await expect.poll(() => screen.getByRole('dialog').query()).toBeNull();
    await expect.element(screen.getByRole('button', { name: 'Elsewhere on the page' })).toHaveFocus();
    await expect.element(launcher).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(launcher);
    await expect.element(screen.getByRole('dialog')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.poll(() => screen.getByRole('dialog').query()).toBeNull();
    await expect.element(launcher).toHaveFocus();
    expect(onOpenChange.mock.calls).toEqual([[true], [false], [true], [false]]);
  });

  it('keeps the page\'s own Escape handling for the chat alone while it is open', async () => {
    const pageEscape = vi.fn();
    const screen = await render(<ChatWidget {...LINDA} script={script} defaultOpen typingDelayMs={0} />);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') pageEscape();
    };
    document.addEventListener('keydown', onKeyDown);
    try {
      screen.getByRole('textbox', { name: 'Message Linda' }).element().focus();
      await userEvent.keyboard('{Escape}');
      await expect.poll(() => screen.getByRole('dialog').query()).toBeNull();
    } finally {
      document.removeEventListener('keydown', onKeyDown);
    }
    expect(pageEscape).not.toHaveBeenCalled();
  });

  it('walks the script by keyboard: options echo as the shopper, focus stays with the replies', async () => {
    const screen = await render(<ChatWidget {...LINDA} script={script} defaultOpen typingDelayMs={0} />);
    const log = screen.getByRole('log', { name: 'Conversation with Linda' });
    await expect.element(log).toHaveAttribute('aria-live', 'polite');
    screen.getByRole('button', { name: 'Show me products' }).element().focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(screen.getByRole('group', { name: 'Suggested replies' })).toHaveFocus();
    await userEvent.tab();
    await expect.element(screen.getByRole('button', { name: 'Laptops' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(messagesIn(screen)).toEqual([
      ['bot', "Linda: Hi, I'm Linda!"],
      ['bot', 'Linda: How can I help you today?'],
      ['user', 'You: Show me products'],
      ['bot', 'Linda: Which kind of product?'],
      ['user', 'You: Laptops'],
      ['bot', 'Linda: We have 6 laptops.'],
      ['bot', 'Linda: They start at R 7 999.See laptops'],
      ['bot', 'Linda: How can I help you today?'],
    ]);
    await expect.element(screen.getByRole('link', { name: 'See laptops' })).toHaveAttribute('href', '/category/laptops');
    await expect.element(screen.getByRole('button', { name: 'Shipping info' })).toBeVisible();
  });

  it('answers typed text through the script: keywords pick options, anything else gets the fallback', async () => {
    const screen = await render(<ChatWidget {...LINDA} script={script} defaultOpen typingDelayMs={0} />);
    const input = screen.getByRole('textbox', { name: 'Message Linda' });
    await userEvent.type(input, 'when is delivery?');
    await userEvent.keyboard('{Enter}');
    await expect.element(input).toHaveValue('');
    await expect.element(screen.getByText('Would you like to track an order?')).toBeVisible();
    await userEvent.type(input, 'bananas{Enter}');
    await expect.element(screen.getByText("Sorry, I didn't quite catch that.")).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Yes' })).toBeVisible();
    // Blank input sends nothing.
    const before = messagesIn(screen).length;
    await userEvent.type(input, '   {Enter}');
    expect(messagesIn(screen)).toHaveLength(before);
  });

  it('ends the chat and offers Start over, and the message box stays open', async () => {
    const screen = await render(<ChatWidget {...LINDA} script={script} defaultOpen typingDelayMs={0} />);
    await userEvent.click(screen.getByRole('button', { name: 'Shipping info' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    const input = screen.getByRole('textbox', { name: 'Message Linda' });
    await userEvent.type(input, 'NX-1042{Enter}');
    await expect.element(screen.getByText('Thanks, we will email you the tracking details.')).toBeVisible();
    await expect.element(input).toBeEnabled();
    await expect.element(input).toHaveFocus();
    await expect.element(screen.getByRole('button', { name: 'Start over' })).toBeVisible();
    // Typing after the end carries on from the menu.
    await userEvent.type(input, 'delivery{Enter}');
    await expect.element(screen.getByText('Would you like to track an order?').last()).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Yes' })).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    await userEvent.click(screen.getByRole('button', { name: 'Shipping info' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await userEvent.type(input, 'NX-1{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Start over' }));
    await expect.element(input).toHaveFocus();
    expect(messagesIn(screen)).toEqual([
      ['bot', "Linda: Hi, I'm Linda!"],
      ['bot', 'Linda: How can I help you today?'],
    ]);
  });

  it('shows the typing indicator while a slow answer is worked out, with the message box usable', async () => {
    let answer: (reply: { messages: string[] }) => void = () => undefined;
    const slow: ChatScript = {
      ...script,
      understand: (text) =>
        /order/.test(text)
          ? { messages: ['Let me look that up...'], later: new Promise((resolve) => (answer = resolve)) }
          : undefined,
    };
    const screen = await render(<ChatWidget {...LINDA} script={slow} defaultOpen typingDelayMs={0} />);
    const input = screen.getByRole('textbox', { name: 'Message Linda' });
    await userEvent.type(input, 'where is my order?{Enter}');
    await expect.element(screen.getByText('Let me look that up...')).toBeVisible();
    await expect.element(screen.getByText('Linda is typing')).toBeInTheDocument();
    await expect.element(input).toBeEnabled();
    answer({ messages: ['It ships tomorrow.'] });
    await expect.element(screen.getByText('It ships tomorrow.')).toBeVisible();
    expect(screen.getByText('Linda is typing').query()).toBeNull();
    await expect.element(screen.getByRole('button', { name: 'Show me products' })).toBeVisible();
  });

  it('shows a typing indicator and releases the bot messages one by one', async () => {
    const screen = await render(<ChatWidget {...LINDA} script={script} defaultOpen typingDelayMs={150} />);
    await userEvent.click(screen.getByRole('button', { name: 'Show me products' }));
    await expect.element(screen.getByText('You: Show me products')).toBeInTheDocument();
    await expect.element(screen.getByText('Linda is typing')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Laptops' }).query()).toBeNull();
    await expect.element(screen.getByRole('button', { name: 'Laptops' })).toBeVisible();
    expect(screen.getByText('Linda is typing').query()).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Laptops' }));
    await expect.element(screen.getByText('We have 6 laptops.')).toBeVisible();
    expect(screen.getByText('They start at R 7 999.').query()).toBeNull();
    await expect.element(screen.getByText('They start at R 7 999.')).toBeVisible();
  });

  it('answers at once when the shopper prefers reduced motion', async () => {
    await emulateReducedMotion(true);
    const screen = await render(<ChatWidget {...LINDA} script={script} defaultOpen typingDelayMs={60_000} />);
    await userEvent.click(screen.getByRole('button', { name: 'Show me products' }));
    await expect.element(screen.getByRole('button', { name: 'Laptops' })).toBeVisible();
    expect(screen.getByText('Linda is typing').query()).toBeNull();
  });

  it('keeps the newest message in view', async () => {
    await emulateReducedMotion(true);
    const screen = await render(<ChatWidget {...LINDA} script={script} defaultOpen typingDelayMs={0} />);
    for (let round = 0; round < 4; round += 1) {
      await userEvent.click(screen.getByRole('button', { name: 'Show me products' }));
      await userEvent.click(screen.getByRole('button', { name: 'Smartphones' }));
    }
    const scroller = screen.getByRole('log').element().parentElement;
    if (!scroller) throw new Error('log has no scrolling container');
    expect(scroller.scrollHeight).toBeGreaterThan(scroller.clientHeight);
    await expect.poll(() => scroller.scrollTop + scroller.clientHeight).toBeGreaterThanOrEqual(scroller.scrollHeight - 1);
  });

  it('is nearly full width on a phone and 24rem wide from 768px', async () => {
    const screen = await render(<ChatWidget {...LINDA} script={script} defaultOpen />);
    const dialog = screen.getByRole('dialog').element();
    expect(dialog.getBoundingClientRect().width).toBe(384);
    await page.viewport(375, 740);
    await expect.poll(() => dialog.getBoundingClientRect().width).toBe(375 - 32);
  });

  it('can be controlled, renamed, and render links through the app router', async () => {
    function Controlled() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <p>{open ? 'parent says open' : 'parent says closed'}</p>
          <ChatWidget
            script={script}
            open={open}
            onOpenChange={setOpen}
            botName="Thandi"
            typingDelayMs={0}
            renderLink={(link, className) => (
              <a href={`#app${link.href}`} className={className}>
                {link.label} (in app)
              </a>
            )}
          />
        </>
      );
    }
    const screen = await render(<Controlled />);
    await expect.element(screen.getByRole('dialog', { name: 'Chat with Thandi' })).toBeVisible();
    await expect.element(screen.getByRole('textbox', { name: 'Message Thandi' })).toHaveAttribute(
      'placeholder',
      'Ask Thandi something...',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Show me products' }));
    await userEvent.click(screen.getByRole('button', { name: 'Laptops' }));
    await expect.element(screen.getByRole('link', { name: 'See laptops (in app)' })).toHaveAttribute(
      'href',
      '#app/category/laptops',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Chat with Thandi' }));
    await expect.element(screen.getByText('parent says closed')).toBeVisible();
  });
});
