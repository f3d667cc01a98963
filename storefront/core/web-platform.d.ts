/**
 * The web-platform globals that core uses, which every runtime it runs in has (browsers and Node 20+).
 * Core's tsconfig has neither the DOM library nor Node's types, so that a DOM or Node-only API cannot
 * creep into the shop's rules; what core may use is declared here, one by one. Only core's own
 * tsconfig reads this file: the web app and the server get the same names from DOM and Node.
 */
declare class URL {
  constructor(url: string, base?: string);
  readonly origin: string;
  readonly protocol: string;
  readonly pathname: string;
  readonly searchParams: URLSearchParams;
}

declare class URLSearchParams {
  constructor(init?: string | Record<string, string>);
  append(name: string, value: string): void;
  set(name: string, value: string): void;
  get(name: string): string | null;
  getAll(name: string): string[];
  toString(): string;
}

declare const crypto: {
  getRandomValues<T extends ArrayBufferView>(array: T): T;
};
