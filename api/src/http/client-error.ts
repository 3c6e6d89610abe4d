import { STATUS_CODES, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { apiMessages } from '@portal/shared-types/common/api-messages';

/** Node's HTTP parser's reasons, as the status and Korean message the client gets. */
function refusalOf(code: string | undefined): [number, string] {
  if (code === 'HPE_HEADER_OVERFLOW') return [431, apiMessages.headersTooLarge];
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return [408, apiMessages.requestTimeout];
  return [400, apiMessages.unreadableRequest];
}

/**
 * A request Node's HTTP parser cannot read (headers over 16 KB, a broken request line, a request too
 * slow to arrive) never reaches the app: Node would answer it with an empty body. It gets the API's one
 * `{ message }` JSON error instead, and the connection closes.
 */
export function answerUnreadableRequests(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const [status, message] = refusalOf(error.code);
    const body = JSON.stringify({ message });
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    );
  });
}
