// Which method a file says it follows, and whether its content is that method's: a draw/v2 file
// relabelled draw/v1 gets a sentence, not "Cannot destructure property 'chainHash'".
import { DRAW_VERSION } from '@portal/shared-types/draw/draw';
import { DRAW_V2 } from '@portal/shared-types/draw/draw-v2';
import { DRAW_V3 } from '@portal/shared-types/draw/draw-v3';
import { describe } from './shape';

export const VERSIONS = [DRAW_VERSION, DRAW_V2, DRAW_V3] as const;
export type Version = (typeof VERSIONS)[number];

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The version the fields point to: v1 has `inputs`; v2 and v3 a commitment of their own make. */
export function contentVersion(file: Record<string, unknown>): Version | undefined {
  const { commitment, randomness } = file;
  const has = (value: unknown, key: string) => isObject(value) && Object.hasOwn(value, key);
  if (has(file, 'inputs')) return DRAW_VERSION;
  if (has(commitment, 'witnesses') || has(randomness, 'reveals')) return DRAW_V3;
  if (has(commitment, 'witnessedDigits') || has(randomness, 'witnessedNumber')) return DRAW_V2;
  return undefined;
}

/** The file's version, or why it cannot be read as one. */
export function versionOf(file: unknown): { version: Version } | { problem: string } {
  if (!isObject(file)) return { problem: `the file holds ${describe(file)}, not a draw file (an object)` };
  const looksLike = contentVersion(file);
  const known = VERSIONS.join(', ');
  const like = looksLike ? `; its content looks like ${looksLike}` : '';
  if (!Object.hasOwn(file, 'version')) return { problem: `the file has no "version" field${like}` };
  const { version } = file;
  if (!(VERSIONS as readonly unknown[]).includes(version)) {
    return {
      problem: `the file's version is ${describe(version)}, not one this verifier reads (${known})${like}`,
    };
  }
  if (looksLike && looksLike !== version) {
    return { problem: `this file looks like ${looksLike} but says ${String(version)}` };
  }
  return { version: version as Version };
}
