import type { Socket } from 'node:net';
import type { Request, Response } from 'express';

/**
 * A request refused before its body was read is answered with `Connection: close`, so a stranger cannot
 * make the server read 100 MB only to drop it. A route marks the refusals of a real client that is
 * still sending (an owner's upload after the deadline) to have the rest of the body read and dropped
 * instead, and the answer sent once it is: a browser whose upload is cut off shows a reset connection,
 * not the answer. The route bounds what it lets be read so (a body of a possible size).
 */
export function readRestOfBody(res: Response): void {
  res.locals.readRestOfBody = true;
}

/** Whether a refusal before the body was read closes the connection rather than read the rest. */
export const closesOnRefusal = (res: Response): boolean => res.locals.readRestOfBody !== true;

/** How long a closing connection still takes and drops what its sender pushes, after the answer. */
export const LINGER_MS = 1000;
/** ...and at most this much of it: a sender that goes on past it is cut off. */
export const LINGER_BYTES = 16 * 1024 * 1024;

/**
 * Answers a request refused before its body was read with `Connection: close`, and closes the way nginx
 * does (lingering close): the answer, then the sending side shut, then what the sender still pushes read
 * and dropped for a second at most. Closed at once, the socket's unread bytes made the kernel send a
 * reset, which could reach the sender before it had read the answer: it then saw no answer at all. Nothing
 * is kept, so a stranger still cannot make the server hold a body.
 */
export function closeAfterAnswer(req: Request, res: Response): void {
  res.setHeader('Connection', 'close');
  const socket = req.socket as Socket & { destroySoon?: () => void };
  // node's server calls destroySoon once a closing answer is out
  socket.destroySoon = () => {
    let dropped = 0;
    const cutOff = () => socket.destroy();
    const timer = setTimeout(cutOff, LINGER_MS);
    timer.unref();
    socket.once('close', () => clearTimeout(timer));
    socket.on('data', (chunk: Buffer) => {
      dropped += chunk.length;
      if (dropped > LINGER_BYTES) cutOff();
    });
    socket.end();
    socket.resume();
  };
}
