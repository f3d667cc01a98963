// Loopback ports for the servers that `npm start`, `npm test` and the benches run. Every one takes a
// free port unless one is configured, so two runs on one machine (or `npm start` beside `npm test`)
// never collide.
import net from 'node:net';

/** A free TCP port on the loopback interface. */
export async function freePort() {
  const server = net.createServer();
  await new Promise((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** True when nothing listens on the loopback port yet. */
export async function isFree(port) {
  const server = net.createServer();
  return new Promise((resolve) => {
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** The preferred port when it is free, another free one otherwise (a second store on this machine). */
export async function portOr(preferred) {
  return (await isFree(preferred)) ? preferred : freePort();
}

/** `count` distinct free ports, all held until every one is chosen. */
export async function freePorts(count) {
  const servers = [];
  try {
    for (let i = 0; i < count; i += 1) {
      const server = net.createServer();
      await new Promise((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', resolve));
      servers.push(server);
    }
    return servers.map((server) => server.address().port);
  } finally {
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  }
}
