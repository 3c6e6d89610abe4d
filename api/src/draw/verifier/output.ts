// How the verifier writes what it used and the ranking: plain English lines, one fact a line.
import { formatWinningState } from '@portal/shared-types/draw/winning-state';
import type { RankedRow, Supply } from '@portal/shared-types/draw/draw';

/** What one version's reading found: the lines to print, the ranking, and what does not hold. */
export interface VersionReading {
  lines: string[];
  ranking: Record<string, RankedRow[]>;
  problems: string[];
  notes: string[];
}

/** What the user gave beside the file, already in the form the method writes. */
export interface Given {
  /** the digest published at the freeze (--commitment) */
  commitment?: string;
  /** the drand chain's public key (--public-key) */
  publicKey?: string;
}

export const resultText = (result: RankedRow['result']) => formatWinningState(result);

export const supplyText = (supply: Record<string, Supply>) =>
  Object.keys(supply)
    .sort()
    .map((type) => `${type} winners ${supply[type]!.winners} reserves ${supply[type]!.reserves}`)
    .join('; ');

export const commitmentLine = (digest: string, published: string | undefined) =>
  `commitment ${digest}${published ? ` (published ${published})` : ''}`;

/** The beacon's line: its randomness and whether the signature was checked, against which key. */
export const signatureLine = (key: string | null, source: string, problems: readonly string[]) =>
  key === null
    ? 'signature not checked: no public key for this chain (see below)'
    : problems.length === 0
      ? `signature checked against ${key} (${source})`
      : `signature does NOT verify against ${key} (${source})`;
