/**
 * A TCP proxy between the shop and PostgreSQL, to take the database away: `cut()` destroys every open
 * connection and refuses new ones (accepted and closed at once) until `restore()`. `sever()` is a database
 * restarted without the shop hearing of it: every open connection is dead, and the shop learns so only when it
 * next uses one.
 */
import { once } from "node:events";
import { createConnection, createServer, type Socket } from "node:net";

export interface TcpProxy {
  port: number;
  cut(): void;
  restore(): void;
  sever(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const open = new Set<Socket>();
  let down = false;
  /** Each proxied connection's way to die silently. */
  const pairs = new Map<Socket, () => void>();
  const track = (socket: Socket) => {
    open.add(socket);
    socket.on("close", () => open.delete(socket));
    socket.on("error", () => socket.destroy());
  };
  const server = createServer((client) => {
    track(client);
    if (down) {
      client.destroy();
      return;
    }
    const upstream = createConnection(target);
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    const closeClient = () => client.destroy();
    client.on("close", () => upstream.destroy());
    upstream.on("close", closeClient);
    pairs.set(client, () => {
      upstream.off("close", closeClient);
      client.unpipe(upstream);
      upstream.unpipe(client);
      upstream.destroy();
      client.once("data", () => client.destroy());
      client.resume();
    });
    client.on("close", () => pairs.delete(client));
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return {
    port: (server.address() as { port: number }).port,
    cut() {
      down = true;
      for (const socket of open) socket.destroy();
    },
    restore() {
      down = false;
    },
    sever() {
      for (const silently of pairs.values()) silently();
      pairs.clear();
    },
    async close() {
      for (const socket of open) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
