'use client';

import { useEffect, useReducer } from 'react';
import {
  answerFreeText,
  chooseOption,
  startConversation,
  type ChatLink,
  type ChatScript,
  type ChatStep,
} from './chat-script';

/** One bubble in the chat log. */
export interface ChatMessage {
  id: number;
  author: 'bot' | 'user';
  text: string;
  /** Links shown under the bubble: those of the script node whose last message this is. */
  links: ChatLink[];
}

interface ConversationState {
  step: ChatStep;
  messages: ChatMessage[];
  /** How many messages are on screen; the rest are waiting behind the typing indicator. */
  shown: number;
  nextId: number;
  /** Counts the shopper's turns, so a late answer knows whether the conversation has moved on. */
  turn: number;
  /** Answers still being worked out (`ChatStep.later`). */
  pending: number;
  /** Changes on restart, so that late answers from before are dropped. */
  session: number;
}

type ConversationAction =
  | { type: 'reply'; script: ChatScript; text: string; step: ChatStep; instant: boolean }
  | { type: 'later'; script: ChatScript; step: ChatStep; turn: number; session: number; instant: boolean }
  | { type: 'reveal' }
  | { type: 'restart'; script: ChatScript };

/**
 * Which bot message each of the step's links belongs under: the last message of the node that owns
 * it. A step can span several nodes through `continueTo` (an answer, then the menu again), and a
 * link such as 'Browse laptops' must sit under the answer, not under the menu prompt. The step keeps
 * the script's own link objects, so the owner is found by identity.
 */
function linksByMessage(script: ChatScript, step: ChatStep): Map<number, ChatLink[]> {
  const placed = new Map<number, ChatLink[]>();
  const nodes = Object.values(script.nodes);
  let from = 0;
  for (const link of step.links) {
    const ownerLast = nodes.find((node) => node.links?.includes(link))?.messages.at(-1);
    const found = ownerLast === undefined ? -1 : step.botMessages.indexOf(ownerLast, from);
    const at = found === -1 ? step.botMessages.length - 1 : found;
    from = Math.max(at, 0);
    placed.set(at, [...(placed.get(at) ?? []), link]);
  }
  return placed;
}

function botMessages(script: ChatScript, step: ChatStep, firstId: number): ChatMessage[] {
  const links = linksByMessage(script, step);
  return step.botMessages.map((text, index) => ({
    id: firstId + index,
    author: 'bot',
    text,
    links: links.get(index) ?? [],
  }));
}

function begin(script: ChatScript, session = 0): ConversationState {
  const step = startConversation(script);
  const messages = botMessages(script, step, 0);
  return { step, messages, shown: messages.length, nextId: messages.length, turn: 0, pending: 0, session };
}

function reduce(state: ConversationState, action: ConversationAction): ConversationState {
  switch (action.type) {
    case 'reply': {
      const user: ChatMessage = { id: state.nextId, author: 'user', text: action.text, links: [] };
      const bots = botMessages(action.script, action.step, state.nextId + 1);
      const messages = [...state.messages, user, ...bots];
      return {
        ...state,
        step: action.step,
        messages,
        // Answering while the bot is still "typing" shows everything it had queued first.
        shown: action.instant ? messages.length : state.messages.length + 1,
        nextId: state.nextId + 1 + bots.length,
        turn: state.turn + 1,
        pending: state.pending + (action.step.later ? 1 : 0),
      };
    }
    case 'later': {
      if (action.session !== state.session) return state;
      const bots = botMessages(action.script, action.step, state.nextId);
      const messages = [...state.messages, ...bots];
      return {
        ...state,
        // If the shopper has said something since, the late words join the log but the conversation stays where it is now.
        step: action.turn === state.turn ? action.step : state.step,
        messages,
        shown: action.instant ? messages.length : state.shown,
        nextId: state.nextId + bots.length,
        pending: state.pending - 1 + (action.step.later ? 1 : 0),
      };
    }
    case 'reveal':
      return { ...state, shown: Math.min(state.shown + 1, state.messages.length) };
    case 'restart':
      return begin(action.script, state.session + 1);
  }
}

export interface Conversation {
  step: ChatStep;
  /** The messages on screen, oldest first. */
  messages: ChatMessage[];
  /** The bot has messages queued that appear one by one, `typingDelayMs` apart, or is still working out an answer. */
  typing: boolean;
  choose: (label: string) => ChatStep;
  say: (text: string) => ChatStep;
  restart: () => void;
}

/**
 * Runs `script` for the widget: the shopper's answers go through the pure engine in `chat-script.ts`
 * and the bot's replies are released one at a time after `typingDelayMs` (at once when it is 0).
 * The script is read when the conversation starts or restarts; give the widget a new `key` to swap it.
 */
export function useConversation(script: ChatScript, typingDelayMs: number): Conversation {
  const [state, dispatch] = useReducer(reduce, script, (initial) => begin(initial));
  const typing = state.shown < state.messages.length || state.pending > 0;
  const instant = typingDelayMs <= 0;

  const awaitLater = (step: ChatStep, turn: number) => {
    void step.later?.then((rest) => {
      dispatch({ type: 'later', script, step: rest, turn, session: state.session, instant });
      awaitLater(rest, turn);
    });
  };

  useEffect(() => {
    if (state.shown >= state.messages.length) return;
    const timer = window.setTimeout(() => dispatch({ type: 'reveal' }), typingDelayMs);
    return () => window.clearTimeout(timer);
  }, [state.shown, state.messages.length, typingDelayMs]);

  return {
    step: state.step,
    messages: state.messages.slice(0, state.shown),
    typing,
    choose: (label) => {
      const step = chooseOption(script, state.step.nodeId, label);
      dispatch({ type: 'reply', script, text: label, step, instant });
      awaitLater(step, state.turn + 1);
      return step;
    },
    say: (text) => {
      const step = answerFreeText(script, state.step.nodeId, text);
      dispatch({ type: 'reply', script, text, step, instant });
      awaitLater(step, state.turn + 1);
      return step;
    },
    restart: () => dispatch({ type: 'restart', script }),
  };
}
