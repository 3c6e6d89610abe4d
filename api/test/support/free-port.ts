import { randomInt } from 'node:crypto';
import { createServer } from 'node:net';

/** The lowest port the kernel hands out for listen(0) and outgoing connections (Linux's default). */
const EPHEMERAL_LOW = 32_768;

function canListen(port: number): Promise<boolean> {
  const server = createServer();
  return new Promise((resolve) => {
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * A port for a child process (an API server, nginx, PostgreSQL) to listen on, picked at random below
 * the ephemeral range and checked free. In-process servers (supertest opens one per request, and the
 * S3 and beacon stand-ins) are given ephemeral ports by listen(0): a port picked there and released
 * could be handed to one of them before the child binds it, and the test would then talk to the wrong
 * server (the child only says it could not listen).
 */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const port = randomInt(10_000, EPHEMERAL_LOW);
    if (await canListen(port)) return port;
  }
  throw new Error('no free port below the ephemeral range');
}
