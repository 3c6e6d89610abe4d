import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Writes a file only its owner can read (passwords, secrets). */
export function writePrivateFile(filePath: string, text: string): void {
  mkdirSync(path.dirname(filePath), { recursive: true });
  writeFileSync(filePath, text, { mode: 0o600 });
}

/**
 * The token signing secret: the configured one, or one generated on first start and kept in
 * DATA_DIR, so that sessions survive a restart without a secret ever being committed.
 */
export function resolveJwtSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writePrivateFile(file, `${secret}\n`);
  return secret;
}
