import type { Socket } from "node:net";

/** How long a refused upload's connection stays half-open for the client to read the answer. */
export const LINGER_MS = 5_000;

/**
 * Closes the connection after this response without losing it. A body refused before it is read leaves bytes
 * unread, and closing a socket with unread bytes makes the kernel reset the connection: a client still sending
 * then loses the answer it has not read yet (the 413 page) and sees only a reset. Instead the answer is followed
 * by the end of the shop's side; the rest of the body is left unread, so a client still sending is held back by
 * the connection's own flow control, and the socket is closed once the client has had `LINGER_MS` to read.
 */
export function closeAfterAnswer(socket: Socket | null | undefined) {
  if (!socket) return;
  socket.destroySoon = () => {
    socket.pause();
    socket.end();
    const timer = setTimeout(() => socket.destroy(), LINGER_MS);
    timer.unref();
    socket.once("close", () => clearTimeout(timer));
  };
}
