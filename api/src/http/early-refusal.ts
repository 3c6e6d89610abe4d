import type { Response } from 'express';

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
