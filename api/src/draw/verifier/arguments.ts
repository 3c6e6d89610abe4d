// The command line: node draw-verifier.mjs <draw.json> [접수번호] [--commitment <digest>] [--public-key <hex>]
// [--amendments <amendments.json>].
// A digest copied from a phone arrives with spaces, line breaks or capitals, sometimes split over several
// arguments when pasted without quotes: it is put back together, lower-cased, and the user told so.
import { HEX64 } from '@portal/shared-types/draw/draw-v3';

export const USAGE =
  'usage: node draw-verifier.mjs <draw.json> [receipt number] [--commitment <published digest>] [--public-key <drand public key, hex>] [--amendments <amendments.json>]';

export interface Arguments {
  file?: string;
  receiptNumber?: string;
  commitment?: string;
  publicKey?: string;
  /** the round's amendments file, replayed over the draw's results */
  amendments?: string;
  notes: string[];
  /** the arguments' own faults: the command cannot run as written */
  usage: string[];
  /** a digest or key that is not one: the file is not verified against it */
  problems: string[];
}

const OPTIONS = {
  '--commitment': { length: 64, what: 'the digest given with --commitment', form: '64 hex digits' },
  // a G2 point, compressed: 96 bytes
  '--public-key': { length: 192, what: 'the public key given with --public-key', form: 'hex digits' },
} as const;
type Option = keyof typeof OPTIONS;
/** A file, not a digest: taken as given. */
const AMENDMENTS = '--amendments';

const isHexPiece = (arg: string | undefined) => arg !== undefined && /^[0-9a-fA-F\s]+$/.test(arg);

export function readArguments(argv: readonly string[]): Arguments {
  const read: Arguments = { notes: [], usage: [], problems: [] };
  const positional: string[] = [];
  const raw: Partial<Record<Option, string>> = {};
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    const option = (Object.keys(OPTIONS) as Option[]).find(
      (name) => arg === name || arg.startsWith(`${name}=`),
    );
    if (arg === AMENDMENTS || arg.startsWith(`${AMENDMENTS}=`)) {
      const file = arg === AMENDMENTS ? argv[(i += 1)] : arg.slice(AMENDMENTS.length + 1);
      if (file === undefined || file === '') read.usage.push(`${AMENDMENTS} needs a file`);
      else read.amendments = file;
    } else if (option) {
      let value = arg === option ? argv[(i += 1)] : arg.slice(option.length + 1);
      if (value === undefined) {
        read.usage.push(`${option} needs a value`);
        continue;
      }
      // pasted without quotes: the following pieces of hex belong to it
      while (value.replace(/\s/g, '').length < OPTIONS[option].length && isHexPiece(argv[i + 1])) {
        value += argv[(i += 1)]!;
      }
      raw[option] = value;
    } else if (arg.startsWith('--')) read.usage.push(`unknown option ${arg}`);
    else positional.push(arg);
  }
  if (positional.length > 2) read.usage.push(`unexpected argument ${positional[2]}`);
  read.file = positional[0];
  read.receiptNumber = positional[1]?.trim().toUpperCase();
  for (const option of Object.keys(raw) as Option[]) {
    const value = normaliseHex(raw[option]!, option, read);
    if (option === '--commitment') read.commitment = value;
    else read.publicKey = value;
  }
  return read;
}

/** The hex as the method writes it (no spaces, lower case), with a note when it had to be changed. */
function normaliseHex(raw: string, option: Option, read: Arguments): string {
  const { what, form, length } = OPTIONS[option];
  const value = raw.replace(/\s/g, '').toLowerCase();
  const changes = [...(/\s/.test(raw) ? ['spaces'] : []), ...(/[A-F]/.test(raw) ? ['capital letters'] : [])];
  if (changes.length > 0) read.notes.push(`${what} had ${changes.join(' and ')}; it is read as ${value}`);
  const fits =
    option === '--commitment' ? HEX64.test(value) : /^[0-9a-f]+$/.test(value) && value.length === length;
  if (!fits) {
    read.problems.push(
      `${what} is not ${option === '--commitment' ? form : `a drand public key (${length} ${form})`}: it has ${value.length} characters${/^[0-9a-f]*$/.test(value) ? '' : ', not all of them hex digits'}`,
    );
  }
  return value;
}
