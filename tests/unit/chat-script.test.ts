import { describe, expect, it } from 'vitest';
import {
  answerFreeText,
  chooseOption,
  matchOption,
  startConversation,
  validateScript,
  type ChatScript,
} from '@nexus-za/ui-kit/chat-widget/chat-script';

const script: ChatScript = {
  start: 'hello',
  fallback: ['Pardon?'],
  nodes: {
    hello: { id: 'hello', messages: ['Hi!'], continueTo: 'menu' },
    menu: {
      id: 'menu',
      messages: ['Pick one.'],
      options: [
        { label: 'Tea', next: 'tea', keywords: ['rooibos'] },
        { label: 'Coffee', next: 'coffee' },
      ],
    },
    tea: { id: 'tea', messages: ['Name your tea.'], freeText: { next: 'done' } },
    coffee: { id: 'coffee', messages: ['Coffee it is.'], links: [{ label: 'Cart', href: '/cart' }], continueTo: 'menu' },
    done: { id: 'done', messages: ['Enjoy!'], end: true },
  },
};

describe('chat engine', () => {
  it('starts with the greeting and follows continueTo to the menu', () => {
    expect(startConversation(script)).toEqual({
      nodeId: 'menu',
      botMessages: ['Hi!', 'Pick one.'],
      links: [],
      options: script.nodes.menu?.options,
      ended: false,
    });
  });

  it('follows a chosen option', () => {
    const step = chooseOption(script, 'menu', 'Coffee');
    expect(step.nodeId).toBe('menu');
    expect(step.botMessages).toEqual(['Coffee it is.', 'Pick one.']);
    expect(step.links).toEqual([{ label: 'Cart', href: '/cart' }]);
  });

  it('refuses an option the node does not offer', () => {
    expect(() => chooseOption(script, 'menu', 'Juice')).toThrow(/no option 'Juice'/);
    expect(() => chooseOption(script, 'nowhere', 'Tea')).toThrow(/no node 'nowhere'/);
  });

  it('picks options from typed labels in any case and from keywords as whole words', () => {
    expect(answerFreeText(script, 'menu', '  COFFEE ').botMessages[0]).toBe('Coffee it is.');
    expect(answerFreeText(script, 'menu', 'some Rooibos please').nodeId).toBe('tea');
    expect(answerFreeText(script, 'menu', 'I would like coffee, thanks').botMessages[0]).toBe('Coffee it is.');
    expect(answerFreeText(script, 'menu', 'teapot').botMessages).toEqual(['Pardon?']);
  });

  it('answers unknown text with the fallback and the same options', () => {
    expect(answerFreeText(script, 'menu', 'juice?')).toEqual({
      nodeId: 'menu',
      botMessages: ['Pardon?'],
      links: [],
      options: script.nodes.menu?.options,
      ended: false,
    });
  });

  it('sends free text to the node that asked for it, and ends there', () => {
    expect(answerFreeText(script, 'tea', 'Earl Grey')).toEqual({ nodeId: 'done', botMessages: ['Enjoy!'], links: [], options: [], ended: true });
    expect(answerFreeText(script, 'tea', '   ').botMessages).toEqual(['Pardon?']);
  });

  it('carries on from the menu when the shopper types after the end, and ignores blank text there', () => {
    expect(answerFreeText(script, 'done', 'coffee')).toMatchObject({ nodeId: 'menu', botMessages: ['Coffee it is.', 'Pick one.'], ended: false });
    expect(answerFreeText(script, 'done', 'hello?')).toMatchObject({ nodeId: 'menu', botMessages: ['Pardon?'], ended: false });
    expect(answerFreeText(script, 'done', '  ')).toEqual({ nodeId: 'done', botMessages: [], links: [], options: [], ended: true });
  });

  describe('understand', () => {
    const lookups: string[] = [];
    const understanding: ChatScript = {
      ...script,
      understand: (text, nodeId) => {
        if (/milk/i.test(text)) return { messages: ['We have oat milk.'], links: [{ label: 'Milk', href: '/milk' }] };
        if (/order (\w+)/i.test(text)) {
          lookups.push(nodeId);
          return { messages: ['Looking...'], later: Promise.resolve({ messages: ['It is on its way.'] }), next: 'done' };
        }
        if (/broken/.test(text)) return { messages: [], later: Promise.reject(new Error('offline')) };
        return undefined;
      },
    };

    it('answers what no option names, then offers the same options again', () => {
      expect(answerFreeText(understanding, 'menu', 'any milk?')).toEqual({
        nodeId: 'menu',
        botMessages: ['We have oat milk.'],
        links: [{ label: 'Milk', href: '/milk' }],
        options: script.nodes.menu?.options,
        ended: false,
      });
      // Options still come first, and what it does not understand still gets the fallback.
      expect(answerFreeText(understanding, 'menu', 'coffee with milk').botMessages[0]).toBe('Coffee it is.');
      expect(answerFreeText(understanding, 'menu', 'juice?').botMessages).toEqual(['Pardon?']);
      // A node's free text goes to its target unless understood.
      expect(answerFreeText(understanding, 'tea', 'Earl Grey').nodeId).toBe('done');
      expect(answerFreeText(understanding, 'tea', 'with milk').botMessages).toEqual(['We have oat milk.']);
    });

    it('says the rest of a slow answer later, then goes on to its next node', async () => {
      const step = answerFreeText(understanding, 'menu', 'where is order 42');
      expect(step).toMatchObject({ nodeId: 'menu', botMessages: ['Looking...'], options: [], ended: false });
      expect(lookups).toEqual(['menu']);
      await expect(step.later).resolves.toEqual({ nodeId: 'done', botMessages: ['It is on its way.', 'Enjoy!'], links: [], options: [], ended: true });
    });

    it('says the fallback when a slow answer fails', async () => {
      const step = answerFreeText(understanding, 'menu', 'broken');
      await expect(step.later).resolves.toMatchObject({ nodeId: 'menu', botMessages: ['Pardon?'], options: script.nodes.menu?.options });
    });
  });

  it('matches nothing on empty text', () => {
    expect(matchOption([{ label: 'Yes', next: 'x' }], '  ')).toBeUndefined();
  });
});

describe('validateScript', () => {
  it('accepts a sound script', () => {
    expect(validateScript(script)).toEqual([]);
  });

  it('finds dangling links, unreachable nodes, dead ends and loops', () => {
    const broken: ChatScript = {
      start: 'a',
      fallback: [],
      nodes: {
        a: { id: 'a', messages: ['A'], options: [{ label: 'Go', next: 'missing' }, { label: 'go', next: 'b' }] },
        b: { id: 'b', messages: ['B'], continueTo: 'c' },
        c: { id: 'c', messages: ['C'], continueTo: 'b' },
        lonely: { id: 'lonely', messages: ['…'] },
        wrong: { id: 'other', messages: ['x'], end: true, freeText: { next: 'a' } },
      },
    };
    expect(validateScript(broken, { isKnownHref: () => false })).toEqual(
      expect.arrayContaining([
        'fallback has no messages',
        "node 'a' option 'Go' points at missing node 'missing'",
        "node 'a' repeats option 'go'",
        "node 'b' loops through continueTo",
        "node 'lonely' is a dead end without end: true",
        "node 'lonely' cannot be reached from 'a'",
        "node stored under 'wrong' has id 'other'",
        "end node 'wrong' still offers a way on",
      ]),
    );
    expect(validateScript({ ...broken, start: 'zzz' })).toContain("start node 'zzz' does not exist");
  });

  it('checks links with the given href rule', () => {
    expect(validateScript(script, { isKnownHref: (href) => href !== '/cart' })).toEqual(["node 'coffee' links to unknown '/cart'"]);
  });
});
