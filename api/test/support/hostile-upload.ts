// A hostile document upload as the attack pass sent it: one multipart body of ten PDF-looking files just
// under the 10 MB file limit (about 100 MB), generated as it is sent, so the sender never holds it whole.
import http from 'node:http';
import { Readable } from 'node:stream';
import { VERIFICATION_HEADER } from '@portal/shared-types/identity/identity-rules';

const MB = 1024 * 1024;
const CHUNK = Buffer.alloc(64 * 1024, 0x20);
const BOUNDARY = '----hostile-upload-boundary';

/** `files` parts of `fileBytes` each, streamed chunk by chunk. */
function hostileBody(files: number, fileBytes: number): { body: Readable; length: number } {
  const head = (index: number) =>
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="scan${index}.pdf"\r\n` +
        'Content-Type: application/pdf\r\n\r\n%PDF-1.7\n',
    );
  const tail = Buffer.from(`--${BOUNDARY}--\r\n`);
  const pdfHead = '%PDF-1.7\n'.length;
  const length =
    Array.from({ length: files }, (_, i) => head(i).length - pdfHead + fileBytes + 2).reduce(
      (a, b) => a + b,
    ) + tail.length;
  function* parts() {
    for (let i = 0; i < files; i += 1) {
      yield head(i);
      let left = fileBytes - pdfHead;
      while (left > 0) {
        const size = Math.min(left, CHUNK.length);
        yield size === CHUNK.length ? CHUNK : CHUNK.subarray(0, size);
        left -= size;
      }
      yield Buffer.from('\r\n');
    }
    yield tail;
  }
  return { body: Readable.from(parts(), { objectMode: false }), length };
}

export interface HostileAnswer {
  /** the answer's status; 0 when the connection ended without one */
  status: number;
  /** bytes of the body the server took before answering or closing */
  sent: number;
}

/**
 * POSTs one hostile body of about `totalMb` MB to `url` (a document upload path) with the verification
 * token; resolves with the status once the server answers (or drops the connection). With `whole`, as a
 * browser does: the whole body is sent, then the answer read; a connection dropped on the way is status 0.
 */
export function sendHostileUpload(
  url: string,
  token: string,
  totalMb = 100,
  whole = false,
): Promise<HostileAnswer> {
  const files = 10;
  const { body, length } = hostileBody(files, Math.floor((totalMb * MB) / files) - 1024);
  return new Promise((resolve) => {
    let sent = 0;
    let settled = false;
    const finish = (status: number) => {
      if (settled) return;
      settled = true;
      body.destroy();
      req.destroy();
      resolve({ status, sent });
    };
    const req = http.request(url, {
      method: 'POST',
      agent: false,
      headers: {
        [VERIFICATION_HEADER]: token,
        'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`,
        'Content-Length': String(length),
      },
    });
    let dropped = false;
    req.on('response', (res) => {
      res.resume();
      // a browser that could not send the whole body shows no answer; a plain client reads the one
      // that came, even when the server's close failed a write first (the order varies under load)
      const answered = () => finish(whole && dropped ? 0 : (res.statusCode ?? 0));
      res.on('end', () => (!whole || req.writableFinished ? answered() : req.on('finish', answered)));
      res.on('error', () => finish(whole ? 0 : (res.statusCode ?? 0)));
    });
    // a server that answers and closes early makes the rest of the body fail to send
    req.on('error', () => {
      dropped = true;
      // the answer may still be on its way to be parsed: wait for it a while before calling it none
      setTimeout(() => finish(0), whole ? 50 : 1000);
    });
    body.on('data', (chunk: Buffer) => (sent += chunk.length));
    body.pipe(req);
  });
}
