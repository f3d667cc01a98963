/**
 * A scripted conversation as data, and the pure engine that moves through it. The ChatWidget renders
 * what these functions return; keeping the rules here lets a script be walked exhaustively in tests.
 */

export interface ChatOption {
  /** Text of the quick-reply button; typing it (any case) picks the option too. */
  label: string;
  /** Id of the node this option leads to. */
  next: string;
  /** Words or phrases that pick this option when they appear in free text, e.g. `['delivery']`. */
  keywords?: string[];
}

export interface ChatLink {
  label: string;
  href: string;
}

export interface ChatNode {
  id: string;
  /** What the bot says on arriving at this node. */
  messages: string[];
  /** Links the widget may show under the messages. */
  links?: ChatLink[];
  options?: ChatOption[];
  /** Where free text goes when it picks no option, e.g. an order number the bot asked for. */
  freeText?: { next: string };
  /**
   * Moves on to another node straight after this node's messages, so that a short answer can lead
   * back to a menu without the shopper having to click.
   */
  continueTo?: string;
  /** The conversation is over once this node is reached. */
  end?: boolean;
}

/** An answer worked out from what the shopper typed, rather than a node of the script. */
export interface ChatReply {
  /** What the bot says at once; may be empty when everything comes `later`. */
  messages: string[];
  /** Links shown under the reply's last message. */
  links?: ChatLink[];
  /**
   * More of the answer that takes time, e.g. an order looked up on a server. The widget shows the typing
   * indicator until it settles (and keeps the message box usable); a rejection says the fallback.
   */
  later?: Promise<ChatReply>;
  /** The node to go on to after the reply; by default the conversation stays put and its options are offered again. */
  next?: string;
}

export interface ChatScript {
  start: string;
  nodes: Record<string, ChatNode>;
  /** What the bot says to free text it cannot place; the current options are shown again after it. */
  fallback: string[];
  /**
   * Understands typed text that names none of the current options, e.g. a question about returns or
   * 'phone under R15000'. Return undefined to leave the text to the node's `freeText` or the fallback.
   */
  understand?: (text: string, nodeId: string) => ChatReply | undefined;
}

/** What the widget shows after each turn. */
export interface ChatStep {
  /** The node the conversation now rests on; pass it back with the shopper's next answer. */
  nodeId: string;
  botMessages: string[];
  links: ChatLink[];
  options: ChatOption[];
  ended: boolean;
  /** The rest of the answer, still being worked out (see `ChatReply.later`). */
  later?: Promise<ChatStep>;
}

function getNode(script: ChatScript, nodeId: string): ChatNode {
  const node = script.nodes[nodeId];
  if (!node) throw new Error(`Chat script has no node '${nodeId}'`);
  return node;
}

function arriveAt(script: ChatScript, nodeId: string): ChatStep {
  const botMessages: string[] = [];
  const links: ChatLink[] = [];
  const visited = new Set<string>();
  let node = getNode(script, nodeId);
  for (;;) {
    if (visited.has(node.id)) throw new Error(`Chat script loops through continueTo at '${node.id}'`);
    visited.add(node.id);
    botMessages.push(...node.messages);
    links.push(...(node.links ?? []));
    if (node.end || node.continueTo === undefined) break;
    node = getNode(script, node.continueTo);
  }
  return {
    nodeId: node.id,
    botMessages,
    links,
    options: node.end ? [] : [...(node.options ?? [])],
    ended: node.end === true,
  };
}

function endedStep(nodeId: string): ChatStep {
  return { nodeId, botMessages: [], links: [], options: [], ended: true };
}

export function startConversation(script: ChatScript): ChatStep {
  return arriveAt(script, script.start);
}

/**
 * Follows the option labelled `optionLabel` from node `nodeId`.
 * @throws Error when the node has no such option, which means the widget and script disagree.
 */
export function chooseOption(script: ChatScript, nodeId: string, optionLabel: string): ChatStep {
  const node = getNode(script, nodeId);
  if (node.end) return endedStep(nodeId);
  const option = node.options?.find((candidate) => candidate.label === optionLabel);
  if (!option) throw new Error(`Chat node '${nodeId}' has no option '${optionLabel}'`);
  return arriveAt(script, option.next);
}

function words(text: string): string {
  const tokens = text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  return ` ${tokens.join(' ')} `;
}

/** The option a shopper's typed text picks: its label in any case first, then any keyword as whole words. */
export function matchOption(options: readonly ChatOption[], text: string): ChatOption | undefined {
  const typed = text.trim().toLowerCase();
  if (typed === '') return undefined;
  const byLabel = options.find((option) => option.label.toLowerCase() === typed);
  if (byLabel) return byLabel;
  const typedWords = words(text);
  return options.find((option) =>
    [option.label, ...(option.keywords ?? [])].some((keyword) => {
      const keywordWords = words(keyword);
      return keywordWords.trim() !== '' && typedWords.includes(keywordWords);
    }),
  );
}

function fallbackStep(script: ChatScript, nodeId: string): ChatStep {
  return { nodeId, botMessages: [...script.fallback], links: [], options: [...(getNode(script, nodeId).options ?? [])], ended: false };
}

/** The step a reply makes from node `nodeId`: its messages, then its `next` node's, or the same options again. */
function replyStep(script: ChatScript, nodeId: string, reply: ChatReply): ChatStep {
  const links = [...(reply.links ?? [])];
  if (reply.later) {
    const later = reply.later.then(
      (rest) => replyStep(script, nodeId, { ...rest, next: rest.next ?? reply.next }),
      () => fallbackStep(script, nodeId),
    );
    return { nodeId, botMessages: [...reply.messages], links, options: [], ended: false, later };
  }
  if (reply.next === undefined) {
    return { nodeId, botMessages: [...reply.messages], links, options: [...(getNode(script, nodeId).options ?? [])], ended: false };
  }
  const arrived = arriveAt(script, reply.next);
  return { ...arrived, botMessages: [...reply.messages, ...arrived.botMessages], links: [...links, ...arrived.links] };
}

/**
 * Answers what the shopper typed at node `nodeId`: an option it names, else what the script's
 * `understand` makes of it, else the node's free-text target, else the script's fallback followed by
 * the same options again. Once the chat has ended, typing carries on from the start's menu, so no
 * question goes unanswered.
 */
export function answerFreeText(script: ChatScript, nodeId: string, text: string): ChatStep {
  if (text.trim() === '') return getNode(script, nodeId).end ? endedStep(nodeId) : fallbackStep(script, nodeId);
  const at = getNode(script, nodeId).end ? startConversation(script).nodeId : nodeId;
  const node = getNode(script, at);
  const picked = matchOption(node.options ?? [], text);
  if (picked) return arriveAt(script, picked.next);
  const understood = script.understand?.(text, at);
  if (understood) return replyStep(script, at, understood);
  if (node.freeText) return arriveAt(script, node.freeText.next);
  return fallbackStep(script, at);
}

export interface ValidateScriptOptions {
  /** Checks each link's href, e.g. against the app's routes. */
  isKnownHref?: (href: string) => boolean;
}

/** Lists everything wrong with a script; an empty list means every path can be walked to an answer. */
export function validateScript(script: ChatScript, opts: ValidateScriptOptions = {}): string[] {
  const problems: string[] = [];
  const exists = (id: string): boolean => Object.hasOwn(script.nodes, id);
  if (!exists(script.start)) problems.push(`start node '${script.start}' does not exist`);
  if (script.fallback.length === 0) problems.push('fallback has no messages');

  for (const [key, node] of Object.entries(script.nodes)) {
    if (node.id !== key) problems.push(`node stored under '${key}' has id '${node.id}'`);
    if (node.messages.length === 0 && node.continueTo === undefined) {
      problems.push(`node '${key}' says nothing`);
    }
    const targets: [string, string][] = [];
    const labels = new Set<string>();
    for (const option of node.options ?? []) {
      if (labels.has(option.label.toLowerCase())) problems.push(`node '${key}' repeats option '${option.label}'`);
      labels.add(option.label.toLowerCase());
      targets.push([`option '${option.label}'`, option.next]);
    }
    if (node.freeText) targets.push(['freeText', node.freeText.next]);
    if (node.continueTo !== undefined) targets.push(['continueTo', node.continueTo]);
    for (const [via, target] of targets) {
      if (!exists(target)) problems.push(`node '${key}' ${via} points at missing node '${target}'`);
    }
    const hasWayOn = (node.options?.length ?? 0) > 0 || node.freeText !== undefined || node.continueTo !== undefined;
    if (node.end && hasWayOn) problems.push(`end node '${key}' still offers a way on`);
    if (!node.end && !hasWayOn) problems.push(`node '${key}' is a dead end without end: true`);
    for (const link of node.links ?? []) {
      if (opts.isKnownHref && !opts.isKnownHref(link.href)) {
        problems.push(`node '${key}' links to unknown '${link.href}'`);
      }
    }
  }

  for (const [key, node] of Object.entries(script.nodes)) {
    const seen = new Set<string>([key]);
    let next = node.continueTo;
    while (next !== undefined && exists(next)) {
      if (seen.has(next)) {
        problems.push(`node '${key}' loops through continueTo`);
        break;
      }
      seen.add(next);
      next = script.nodes[next]?.continueTo;
    }
  }

  const reachable = new Set<string>();
  const queue = exists(script.start) ? [script.start] : [];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (reachable.has(id)) continue;
    reachable.add(id);
    const node = script.nodes[id];
    if (!node) continue;
    const nextIds = [
      ...(node.options ?? []).map((option) => option.next),
      ...(node.freeText ? [node.freeText.next] : []),
      ...(node.continueTo !== undefined ? [node.continueTo] : []),
    ];
    queue.push(...nextIds.filter(exists));
  }
  for (const key of Object.keys(script.nodes)) {
    if (!reachable.has(key)) problems.push(`node '${key}' cannot be reached from '${script.start}'`);
  }
  return problems;
}
