import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  /** The form-encoded body the SDK sent, decoded. */
  form: URLSearchParams;
}

/**
 * A local stand-in for Stripe's `POST /v1/payment_intents`, answering as Stripe does for a few payment
 * method ids, so that the real SDK can be exercised without the network.
 * - `pm_card_visa`: 200, a succeeded PaymentIntent.
 * - `pm_card_threeDSecure2Required`: 200, a PaymentIntent that requires action.
 * - `pm_card_chargeDeclined` / `pm_card_chargeDeclinedInsufficientFunds`: 402 card_error bodies.
 * - `pm_unknown`: 400 invalid_request_error on `payment_method` (resource_missing).
 * - `pm_bad_key`: 401 authentication_error.
 * - `pm_reused_key`: 400 idempotency_error.
 * - `pm_network_failure`: the socket is closed without an answer.
 * - `<one of the above>.<card>.<entry>`: the same answer, for a PaymentMethod made from the card named
 *   `<card>` (each entry of a card makes another PaymentMethod); `GET /v1/payment_methods/:id` answers
 *   its `card.fingerprint`, the same for every entry of one card, as Stripe's is.
 *
 * The PaymentIntents it made can be read back as Stripe's API does: `GET /v1/payment_intents/:id`,
 * `GET /v1/payment_intents/search?query=metadata['orderNumber']:'…'`, and cancelled with
 * `POST /v1/payment_intents/:id/cancel` (an intent that succeeded answers 400
 * payment_intent_unexpected_state, as Stripe does). An unknown id is 404 resource_missing.
 */
export interface StripeStandIn {
  requests: RecordedRequest[];
  /** An SDK client configured to talk to the stand-in, with retries off so failures show at once. */
  client: Stripe;
  close: () => Promise<void>;
}

function paymentIntent(id: string, form: URLSearchParams, status: Stripe.PaymentIntent.Status) {
  const metadata = Object.fromEntries([...form].filter(([name]) => name.startsWith('metadata[')).map(([name, value]) => [name.slice(9, -1), value]));
  return {
    id,
    object: 'payment_intent',
    amount: Number(form.get('amount')),
    currency: form.get('currency'),
    status,
    client_secret: `${id}_secret_standin`,
    description: form.get('description'),
    metadata,
    livemode: false,
    last_payment_error: null,
  };
}

type StandInIntent = ReturnType<typeof paymentIntent>;

const missing = (id: string) => ({
  status: 404,
  body: { error: { type: 'invalid_request_error', code: 'resource_missing', param: 'intent', message: `No such payment_intent: '${id}'` } },
});

/** Reading back and cancelling the intents made so far (the newest of each id wins). */
function intentRequest(method: string, url: URL, made: Map<string, StandInIntent>): { status: number; body: unknown } | null {
  if (method === 'GET' && url.pathname === '/v1/payment_intents/search') {
    const wanted = /^metadata\['orderNumber'\]:'([^']*)'$/.exec(url.searchParams.get('query') ?? '')?.[1];
    const data = [...made.values()].filter((intent) => wanted !== undefined && intent.metadata.orderNumber === wanted);
    return { status: 200, body: { object: 'search_result', url: '/v1/payment_intents/search', has_more: false, data } };
  }
  const cancel = /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(url.pathname);
  if (method === 'POST' && cancel) {
    const intent = made.get(cancel[1]!);
    if (!intent) return missing(cancel[1]!);
    if (intent.status === 'succeeded' || intent.status === 'canceled') {
      return {
        status: 400,
        body: { error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message: `This PaymentIntent's status is ${intent.status}.` } },
      };
    }
    const cancelled = { ...intent, status: 'canceled' as const };
    made.set(intent.id, cancelled);
    return { status: 200, body: cancelled };
  }
  const read = /^\/v1\/payment_intents\/([^/]+)$/.exec(url.pathname);
  if (method === 'GET' && read) {
    const intent = made.get(read[1]!);
    return intent ? { status: 200, body: intent } : missing(read[1]!);
  }
  return null;
}

function cardError(form: URLSearchParams, declineCode: string, message: string) {
  return {
    error: {
      type: 'card_error',
      code: 'card_declined',
      decline_code: declineCode,
      message,
      doc_url: 'https://stripe.com/docs/error-codes/card-declined',
      payment_intent: {
        ...paymentIntent('pi_standin_declined', form, 'requires_payment_method'),
        last_payment_error: { type: 'card_error', code: 'card_declined', decline_code: declineCode, message },
      },
    },
  };
}

let shopperIntents = 0;

function answer(form: URLSearchParams): { status: number; body: unknown } | 'hang-up' {
  const method = form.get('payment_method') ?? '';
  // `pm_card_visa.<card>.<entry>`: one shopper's own card, entered as a PaymentMethod of its own.
  const [kind] = method.split('.');
  switch (kind) {
    case 'pm_card_visa':
      return { status: 200, body: paymentIntent(method === kind ? 'pi_standin_succeeded' : `pi_standin_${(shopperIntents += 1)}`, form, 'succeeded') };
    case 'pm_card_threeDSecure2Required':
      return { status: 200, body: paymentIntent('pi_standin_3ds', form, 'requires_action') };
    case 'pm_card_chargeDeclined':
      return { status: 402, body: cardError(form, 'generic_decline', 'Your card was declined.') };
    case 'pm_card_chargeDeclinedInsufficientFunds':
      return { status: 402, body: cardError(form, 'insufficient_funds', 'Your card has insufficient funds.') };
    case 'pm_unknown':
      return {
        status: 400,
        body: {
          error: {
            type: 'invalid_request_error',
            code: 'resource_missing',
            param: 'payment_method',
            message: "No such PaymentMethod: 'pm_unknown'",
          },
        },
      };
    case 'pm_bad_key':
      return {
        status: 401,
        body: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided: sk_test_****' } },
      };
    case 'pm_reused_key':
      return {
        status: 400,
        body: {
          error: {
            type: 'idempotency_error',
            message:
              'Keys for idempotent requests can only be used with the same parameters they were first used with.',
          },
        },
      };
    case 'pm_network_failure':
      return 'hang-up';
    default:
      return { status: 400, body: { error: { type: 'invalid_request_error', message: 'Unexpected request' } } };
  }
}

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const requests: RecordedRequest[] = [];
  const made = new Map<string, StandInIntent>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      requests.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, form });
      if (req.method === 'POST' && req.url === '/v1/refunds') {
        // Stripe's Refunds API: a refund of a known PaymentIntent succeeds; an unknown one is a 400.
        const intent = form.get('payment_intent') ?? '';
        const known = intent.startsWith('pi_standin_');
        res.writeHead(known ? 200 : 400, { 'Content-Type': 'application/json' });
        res.end(
          JSON.stringify(
            known
              ? { id: `re_standin_${requests.length}`, object: 'refund', amount: Number(form.get('amount')), currency: 'zar', payment_intent: intent, status: 'succeeded' }
              : { error: { type: 'invalid_request_error', code: 'resource_missing', param: 'payment_intent', message: `No such payment_intent: '${intent}'` } },
          ),
        );
        return;
      }
      const paymentMethod = /^\/v1\/payment_methods\/([^/?]+)/.exec(req.url ?? '');
      if (req.method === 'GET' && paymentMethod) {
        const id = decodeURIComponent(paymentMethod[1]!);
        const card = id.split('.')[1] ?? id;
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ id, object: 'payment_method', type: 'card', card: { brand: 'visa', last4: '4242', fingerprint: `fp_${card}` } }));
        return;
      }
      const read = intentRequest(req.method ?? '', new URL(req.url ?? '/', 'http://stand-in'), made);
      if (read) {
        res.writeHead(read.status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(read.body));
        return;
      }
      if (req.method !== 'POST' || req.url !== '/v1/payment_intents') {
        res.writeHead(404, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${req.url}).` } }));
        return;
      }
      const reply = answer(form);
      if (reply === 'hang-up') {
        req.socket.destroy();
        return;
      }
      const body = reply.body as Partial<StandInIntent>;
      if (reply.status === 200 && body.object === 'payment_intent') made.set(body.id!, body as StandInIntent);
      res.writeHead(reply.status, { 'Content-Type': 'application/json', 'Request-Id': `req_standin_${requests.length}` });
      res.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const client = new Stripe('sk_test_standin', {
    host: '127.0.0.1',
    port,
    protocol: 'http',
    maxNetworkRetries: 0,
    telemetry: false,
  });
  return {
    requests,
    client,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
