// A loopback TCP proxy whose link can stall: for tests of what a client does when the network
// between it and its server goes silent without closing anything (a cable pulled, a Wi-Fi that
// hangs, a firewall that drops packets), as opposed to a server that stops or crashes.
//
// While stalled, no byte goes through in either direction and no close goes through either (a
// FIN or a reset is a packet too): each side's sockets stay open and nothing answers. New
// connections are taken but reach the server only once the link heals. On heal, what was sent
// meanwhile is delivered in order, then any close that happened, as TCP's retransmissions do
// when a dropped link comes back. A target that refuses connections (a stopped server) shows as
// a connection reset right after it opened, since the proxy itself accepts every connection.
//
// What it cannot show: the client's own TCP connection (to this proxy, over loopback) stays
// healthy, so its kernel still acknowledges what the client writes, and TCP keepalive or
// TCP_USER_TIMEOUT never fire. Only the client's own timers (a query or connection timeout, an
// idle check) can notice this stall; a test of keepalive needs packets dropped by the kernel.
import { connect, createServer, type Server, type Socket } from 'node:net';

export interface StallProxy {
  /** The loopback port clients connect to instead of the target's. */
  readonly port: number;
  /** Stops forwarding bytes in both directions without closing any socket: the link drops packets silently. */
  stall(): void;
  /** Forwards again: what was held goes through, then any end or close that happened meanwhile. */
  heal(): void;
  /** Whether the link is stalled. */
  stalled(): boolean;
  /** Client connections open through the proxy now. */
  connections(): number;
  /** Stops listening and drops every connection. */
  close(): Promise<void>;
}

export async function startStallProxy(target: { host: string; port: number }): Promise<StallProxy> {
  /** Open client connections, each with its connection to the target once made. */
  const links = new Map<Socket, Socket | undefined>();
  /** Every socket, client's and target's, for close(). */
  const sockets = new Set<Socket>();
  let stalled = false;
  /** Ends and closes that happened while stalled, passed on after heal. */
  let held: Array<() => void> = [];

  const whenLinked = (action: () => void) => {
    if (stalled) held.push(action);
    else action();
  };

  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.setNoDelay(true);
    socket.on('error', () => undefined); // its 'close' follows, and is passed on
    socket.once('close', () => sockets.delete(socket));
  };

  /** `from`'s bytes, end and close go to `to`; `from` waits while `to` is full. */
  const forward = (from: Socket, to: Socket) => {
    from.on('data', (chunk: Buffer) => {
      if (to.write(chunk)) return;
      from.pause();
      to.once('drain', () => {
        if (!stalled) from.resume();
      });
    });
    from.once('end', () => whenLinked(() => to.end()));
    // A reset is passed on as one; a clean close as an end.
    from.once('close', (hadError: boolean) => whenLinked(() => (hadError ? to.destroy() : to.end())));
  };

  const connectUpstream = (client: Socket) => {
    const upstream = connect(target.port, target.host);
    track(upstream);
    links.set(client, upstream);
    forward(client, upstream);
    forward(upstream, client);
    // A refused connection closes the client's (forward() passes the close on).
    upstream.once('connect', () => {
      if (!stalled) client.resume();
    });
    if (stalled) upstream.pause();
  };

  // pauseOnConnect: a client's bytes are read only once its connection to the target is made.
  const server: Server = createServer({ pauseOnConnect: true }, (client) => {
    track(client);
    links.set(client, undefined);
    client.once('close', () => links.delete(client));
    // Taken while stalled: the target hears of it only when the link heals.
    if (!stalled) connectUpstream(client);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as { port: number };

  return {
    port,
    stall() {
      if (stalled) return;
      stalled = true;
      for (const [client, upstream] of links) {
        client.pause();
        upstream?.pause();
      }
    },
    heal() {
      if (!stalled) return;
      stalled = false;
      for (const [client, upstream] of links) {
        if (client.destroyed) continue;
        if (!upstream) {
          connectUpstream(client);
        } else {
          upstream.resume();
          if (!upstream.connecting) client.resume();
        }
      }
      // After the bytes that were waiting (resume() lets them flow on the next tick).
      const actions = held;
      held = [];
      setImmediate(() => actions.forEach(whenLinked));
    },
    stalled: () => stalled,
    connections: () => links.size,
    async close() {
      for (const socket of sockets) socket.destroy();
      if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
