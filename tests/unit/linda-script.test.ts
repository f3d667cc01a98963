import { describe, expect, it } from 'vitest';
import { answerFreeText, chooseOption, startConversation, validateScript, type ChatStep } from 'ui-kit/chat-widget/chat-script';
import { isAppRoute } from '../../storefront/src/catalogue';
import { LINDA_HEADER, LINDA_INPUT_PLACEHOLDER, LINDA_SCRIPT } from '../../storefront/src/domain';

const MAIN_MENU = ['Show me products', 'Shipping info', 'Contact support', 'Store hours'];
const labels = (step: ChatStep): string[] => step.options.map((option) => option.label);
const choose = (step: ChatStep, label: string): ChatStep => chooseOption(LINDA_SCRIPT, step.nodeId, label);

describe("Linda's script", () => {
  it('is sound, and every link is a real route', () => {
    expect(validateScript(LINDA_SCRIPT, { isKnownHref: isAppRoute })).toEqual([]);
  });

  it('keeps the widget texts', () => {
    expect(LINDA_HEADER).toBe('Linda - Shopping Assistant');
    expect(LINDA_INPUT_PLACEHOLDER).toBe('Ask Linda something...');
  });

  it('greets and shows the main menu', () => {
    const start = startConversation(LINDA_SCRIPT);
    expect(start.botMessages).toEqual(["Hi, I'm Linda, your Nexus shopping assistant!", 'How can I help you today?']);
    expect(labels(start)).toEqual(MAIN_MENU);
    expect(start.ended).toBe(false);
  });

  describe('products', () => {
    const products = choose(startConversation(LINDA_SCRIPT), 'Show me products');

    it('offers a category menu', () => {
      expect(products.botMessages).toEqual(['Which kind of product are you looking for?']);
      expect(labels(products)).toEqual(['Smartphones', 'Laptops', 'Accessories']);
    });

    it.each([
      [
        'Smartphones',
        'We have 6 smartphones from Samsung, Apple, Xiaomi, Google and Huawei, from R 4 999 to R 26 999.',
        '/category/mobile-phones',
      ],
      ['Laptops', 'We have 6 laptops from Apple, Lenovo, HP, Dell and ASUS, from R 11 499 to R 44 999.', '/category/laptops'],
      [
        'Accessories',
        'We have 7 accessories from Apple, Samsung, Xiaomi, Anker and Logitech, from R 349,90 to R 8 999.',
        '/category/accessories',
      ],
    ])('%s gives a short text from the catalogue and returns to the main menu', (label, summary, href) => {
      const step = choose(products, label);
      expect(step.botMessages[0]).toBe(summary);
      expect(step.botMessages.at(-1)).toBe('How can I help you today?');
      expect(step.links.map((link) => link.href)).toEqual([href]);
      expect(step.nodeId).toBe('menu');
      expect(labels(step)).toEqual(MAIN_MENU);
    });
  });

  describe('shipping', () => {
    const shipping = choose(startConversation(LINDA_SCRIPT), 'Shipping info');

    it('states the shipping rule and asks about tracking', () => {
      expect(shipping.botMessages).toEqual([
        'Shipping is free on orders of R 1 000 or more; otherwise it is R 99. Delivery takes 1-3 days.',
        'Would you like to track an order?',
      ]);
      expect(labels(shipping)).toEqual(['Yes', 'No']);
    });

    it('Yes asks for the order ID, and the answer ends the chat with thanks', () => {
      const askId = choose(shipping, 'Yes');
      expect(askId.botMessages).toEqual(['Please type your order ID.']);
      expect(askId.options).toEqual([]);
      expect(askId.ended).toBe(false);
      const done = answerFreeText(LINDA_SCRIPT, askId.nodeId, 'NX-20261121-0042');
      expect(done.ended).toBe(true);
      expect(done.botMessages[0]).toMatch(/^Thank you!/);
      expect(done.options).toEqual([]);
      expect(answerFreeText(LINDA_SCRIPT, done.nodeId, 'hello?').botMessages).toEqual([]);
    });

    it('No returns to the main menu', () => {
      const step = choose(shipping, 'No');
      expect(step.botMessages).toEqual(['How can I help you today?']);
      expect(labels(step)).toEqual(MAIN_MENU);
    });
  });

  describe('support', () => {
    const support = choose(startConversation(LINDA_SCRIPT), 'Contact support');

    it('asks whether to give feedback', () => {
      expect(support.botMessages.at(-1)).toBe('Would you like to give us feedback?');
      expect(labels(support)).toEqual(['Yes', 'No']);
    });

    it('Yes gives feedback instructions and returns to the menu', () => {
      const step = choose(support, 'Yes');
      expect(step.botMessages[0]).toMatch(/^To give feedback/);
      expect(step.links).toEqual([{ label: 'Find a Store', href: '/find-store' }]);
      expect(labels(step)).toEqual(MAIN_MENU);
    });

    it('No returns to the main menu', () => {
      expect(labels(choose(support, 'No'))).toEqual(MAIN_MENU);
    });
  });

  describe('store hours', () => {
    const hours = choose(startConversation(LINDA_SCRIPT), 'Store hours');

    it('gives the hours and offers directions', () => {
      expect(hours.botMessages).toEqual(['Our stores are open Mon-Fri, 9am to 6pm.', 'Would you like directions to our store?']);
      expect(labels(hours)).toEqual(['Yes', 'No']);
    });

    it('Yes gives the store address', () => {
      const step = choose(hours, 'Yes');
      expect(step.botMessages[0]).toBe(
        'You will find us at Nexus Sandton, Shop U42, Sandton City, 83 Rivonia Road, Sandhurst, Sandton, 2196.',
      );
      expect(labels(step)).toEqual(MAIN_MENU);
    });

    it('No returns to the main menu', () => {
      expect(labels(choose(hours, 'No'))).toEqual(MAIN_MENU);
    });
  });

  it('understands typed answers', () => {
    const start = startConversation(LINDA_SCRIPT);
    expect(answerFreeText(LINDA_SCRIPT, start.nodeId, 'when are you open?').nodeId).toBe('hours');
    expect(answerFreeText(LINDA_SCRIPT, start.nodeId, 'how much is delivery').nodeId).toBe('shipping');
    expect(answerFreeText(LINDA_SCRIPT, start.nodeId, 'shipping info').nodeId).toBe('shipping');
    expect(answerFreeText(LINDA_SCRIPT, 'shipping', 'yes please').nodeId).toBe('shipping-track');
    expect(answerFreeText(LINDA_SCRIPT, 'hours', 'nope').nodeId).toBe('menu');
    expect(answerFreeText(LINDA_SCRIPT, 'products', 'a new phone').nodeId).toBe('menu');
  });

  it('answers gibberish with the fallback and the same options', () => {
    const step = answerFreeText(LINDA_SCRIPT, 'menu', 'qwerty');
    expect(step.botMessages).toEqual(["Sorry, I didn't quite catch that. Please pick one of the options below."]);
    expect(labels(step)).toEqual(MAIN_MENU);
  });

  it('walks every path from the start to the menu or the end', () => {
    const visited = new Set<string>();
    const queue: ChatStep[] = [startConversation(LINDA_SCRIPT)];
    let walked = 0;
    for (let step = queue.shift(); step; step = queue.shift()) {
      walked += 1;
      for (const message of step.botMessages) expect(message.trim()).not.toBe('');
      if (step.ended || visited.has(step.nodeId)) continue;
      visited.add(step.nodeId);
      for (const option of step.options) queue.push(chooseOption(LINDA_SCRIPT, step.nodeId, option.label));
      if (step.options.length === 0) queue.push(answerFreeText(LINDA_SCRIPT, step.nodeId, 'NX-1'));
    }
    expect([...visited].sort()).toEqual(['hours', 'menu', 'products', 'shipping', 'shipping-track', 'support']);
    expect(walked).toBeGreaterThan(12);
  });
});
