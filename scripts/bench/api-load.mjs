// Bounded local load on the payment API with the embedded test gateway: loopback only, stops by itself.
import autocannon from 'autocannon';

const BENCH_CUSTOMER = {
  name: 'Bench Shopper',
  email: 'bench@example.co.za',
  contact: '082 123 4567',
  city: 'Johannesburg',
  postalCode: '2196',
  streetAddress: '1 Bench Street',
  country: 'South Africa',
};

export async function paymentApiLoad(origin, { seconds = 10, connections = 10 } = {}) {
  let counter = 0;
  const result = await autocannon({
    url: `${origin}/api/create-payment-intent`,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        setupRequest: (request) => {
          counter += 1;
          return {
            ...request,
            body: JSON.stringify({
              items: [
                { id: 1, quantity: 1 },
                { id: 14, quantity: 2, team: true },
              ],
              paymentMethodId: 'pm_card_visa',
              idempotencyKey: `bench-${process.pid}-${counter}`,
              customer: BENCH_CUSTOMER,
            }),
          };
        },
      },
    ],
  });
  return {
    seconds,
    connections,
    requestsPerSecond: result.requests.average,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}
