import { describe, expect, it } from 'vitest';
import { answerFreeText, chooseOption, startConversation, validateScript, type ChatStep } from '@nexus-za/ui-kit/chat-widget/chat-script';
import { isAppRoute } from './is-app-route';
import { PRODUCTS } from '../../storefront/core/catalogue/products';
import { searchProducts } from '../../storefront/core/domain';
import { createLindaScript, LINDA_SCRIPT, type OrderLookup } from '../../storefront/src/layout/linda-script';

const MAIN_MENU = ['Show me products', 'Shipping info', 'Contact support', 'Store hours'];
const labels = (step: ChatStep): string[] => step.options.map((option) => option.label);
const choose = (step: ChatStep, label: string): ChatStep => chooseOption(LINDA_SCRIPT, step.nodeId, label);

describe("Linda's script", () => {
  it('is sound, and every link is a real route', () => {
    expect(validateScript(LINDA_SCRIPT, { isKnownHref: isAppRoute })).toEqual([]);
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
        'Delivery is free on orders of R 1 000 or more; smaller orders pay a flat R 99. Delivered within 4 days of your order, anywhere in South Africa.',
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
      // The message box stays open: typing after the end carries on from the main menu.
      expect(labels(answerFreeText(LINDA_SCRIPT, done.nodeId, 'hello?'))).toEqual(MAIN_MENU);
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

  describe('typed questions', () => {
    const findProducts = (query: string) => Promise.resolve(searchProducts(PRODUCTS, query));
    const asked: string[] = [];
    const lookupOrder = (orderNumber: string): Promise<OrderLookup> => {
      asked.push(orderNumber);
      return Promise.resolve(
        orderNumber === 'NX-AB12CD34' ? { kind: 'found', orderNumber, status: 'paid, and on its way to you.' } : { kind: 'not-found', orderNumber },
      );
    };
    const linda = createLindaScript({ findProducts, lookupOrder });
    const say = (text: string, nodeId = 'menu') => answerFreeText(linda, nodeId, text);

    it.each([
      ['what is your return policy?', /^You can return items within 14 days of delivery/],
      ['can I get a refund', /^You can return items within 14 days/],
      ['do you have any coupons?', /FLASH30/],
      ['how do vouchers work', /Prize wheel vouchers/],
    ])('answers %j', (text, answer) => {
      const step = say(text);
      expect(step.botMessages[0]).toMatch(answer);
      expect(labels(step)).toEqual(MAIN_MENU);
    });

    it('answers delivery and store hours from any node, not only the menu', () => {
      expect(say('how long does delivery take?', 'products').botMessages).toEqual([
        'Delivery is free on orders of R 1 000 or more; smaller orders pay a flat R 99. Delivered within 4 days of your order, anywhere in South Africa.',
      ]);
      expect(say('what time do you close?', 'products').botMessages[0]).toBe('Our stores are open Mon-Fri, 9am to 6pm.');
    });

    it('asks for the order number when asked to track an order, and looks it up', async () => {
      const ask = say('can you track my order');
      expect(ask).toMatchObject({ nodeId: 'shipping-track', botMessages: ['Please type your order ID.'] });
      const looking = say('nx-ab12cd34', ask.nodeId);
      expect(looking.botMessages).toEqual(['Thanks! Let me look up order NX-AB12CD34...']);
      const answer = await looking.later;
      expect(answer?.botMessages[0]).toBe('Order NX-AB12CD34: paid, and on its way to you.');
      expect(answer?.botMessages[1]).toMatch(/^Thank you!/);
      expect(answer?.ended).toBe(true);
    });

    it('looks up an order number typed anywhere, and says when it is unknown', async () => {
      const step = say('where is NX-ZZZZ9999?');
      const answer = await step.later;
      expect(answer?.botMessages[0]).toMatch(/^I couldn't find order NX-ZZZZ9999/);
      expect(answer?.links).toEqual([{ label: 'My Orders', href: '/orders' }]);
      expect(labels(answer as ChatStep)).toEqual(MAIN_MENU);
      expect(asked).toContain('NX-ZZZZ9999');
    });

    it.each([
      ['phone under R15000', 'mobile-phones', 15_000_00, '/search?query=phone&maxPrice=15000'],
      ['cheap headphones', 'headphones', null, '/search?query=headphones&sort=price-asc'],
      ['gaming laptop', 'laptops', null, '/search?query=gaming+laptop'],
    ])('answers %j with matching products and a link to the filtered list', async (text, category, maxCents, listHref) => {
      const step = say(text);
      expect(step.botMessages).toEqual([]);
      const answer = await step.later;
      if (!answer) throw new Error('expected an answer');
      const productLinks = answer.links.filter((link) => link.href.startsWith('/product/'));
      expect(productLinks.length).toBeGreaterThan(0);
      for (const link of productLinks) {
        const product = PRODUCTS.find((candidate) => `/product/${candidate.id}` === link.href);
        expect(product?.category).toBe(category);
        if (maxCents !== null) expect(product?.price).toBeLessThanOrEqual(maxCents);
        expect(isAppRoute(link.href)).toBe(true);
      }
      const list = answer.links.at(-1);
      expect(list?.href).toBe(listHref);
      expect(isAppRoute(list?.href ?? '')).toBe(true);
      expect(labels(answer)).toEqual(MAIN_MENU);
    });

    it('puts the cheapest first when asked for cheap things', async () => {
      const answer = await say('cheap headphones').later;
      expect(answer?.botMessages[0]).toMatch(/cheapest first:$/);
      expect(answer?.links[0]?.label).toBe('JBL Tune 770NC Wireless Headphones, R 1 999');
    });

    it('without services, points to the search results and My Orders', () => {
      expect(answerFreeText(LINDA_SCRIPT, 'menu', 'phone under R15000')).toMatchObject({
        botMessages: ['Here is what we have for "phone" up to R 15 000.'],
        links: [{ label: 'See all "phone" up to R 15 000', href: '/search?query=phone&maxPrice=15000' }],
      });
      expect(answerFreeText(LINDA_SCRIPT, 'shipping-track', 'NX-AB12CD34').nodeId).toBe('shipping-track-thanks');
    });

    it('keeps the menus and the fallback for what it does not understand', () => {
      expect(say('shipping info').nodeId).toBe('shipping');
      expect(say('qwerty').botMessages).toEqual(["Sorry, I didn't quite catch that. Please pick one of the options below."]);
    });
  });
});
