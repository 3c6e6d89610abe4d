// The draw's files, in exactly the bytes their digests hash: draw.json, and each freeze's list and commitment.
import { DRAW_VERSION, type DrawFile, type DrawInputs } from '@portal/shared-types/draw/draw';
import { drawMessages } from '@portal/shared-types/draw/draw-api.schema';
import { DRAW_V2, listTextV2, type DrawFileV2 } from '@portal/shared-types/draw/draw-v2';
import { DRAW_V3, drawFileTextV3, type DrawFileV3 } from '@portal/shared-types/draw/draw-v3';
import { canonicalListJson } from '@portal/shared-types/draw/frozen-list';
import type { Loaded } from '../cache/public-cache';
import { notFound } from '../http/app-error';
import { commitmentOf, type DrawDeps } from './commitments';
import { currentFreeze, freezeHistory, type FreezeRow } from './draw-repository';
import { drawInfo } from './draw-info-use-cases';

const NO_SUCH_FREEZE = '이 회차에 그 번호의 마감(명단 확정) 기록이 없습니다.';
const NO_COMMITMENT_V1 =
  '이 마감은 draw/v1 방식으로, 약속(commitment)을 공개하기 전의 방식입니다. 명단(list.json)만 내려받을 수 있습니다.';

/** Everything needed to recompute the draw, in the verifier's format of the round's method. */
export async function drawFile(deps: DrawDeps, roundId: number): Promise<DrawFile | DrawFileV2 | DrawFileV3> {
  const info = await drawInfo(deps, roundId);
  if (!info.draw || !info.frozen) throw notFound(drawMessages.noDraw);
  const { inputs } = info.draw;
  const commitment = info.frozen.commitment ? JSON.parse(info.frozen.commitment) : null;
  if ('method' in inputs && inputs.method === DRAW_V3)
    return {
      version: DRAW_V3,
      commitmentDigest: inputs.commitmentDigest,
      commitment: commitment as DrawFileV3['commitment'],
      list: info.frozen.list,
      randomness: {
        beaconRound: inputs.beaconRound,
        beaconRandomness: inputs.beaconRandomness,
        beaconSignature: inputs.beaconSignature,
        reveals: inputs.reveals,
      },
      seed: info.draw.seed,
      results: info.draw.results,
    };
  if ('method' in inputs && inputs.method === DRAW_V2)
    return {
      version: DRAW_V2,
      commitmentDigest: inputs.commitmentDigest,
      commitment: commitment as DrawFileV2['commitment'],
      list: info.frozen.list,
      randomness: {
        beaconRound: inputs.beaconRound,
        beaconRandomness: inputs.beaconRandomness,
        beaconSignature: info.beacon?.signature ?? '',
        witnessedNumber: inputs.witnessedNumber,
      },
      seed: info.draw.seed,
      results: info.draw.results,
    };
  return {
    version: DRAW_VERSION,
    inputs: inputs as DrawInputs,
    supply: info.supply,
    list: info.frozen.list,
    results: info.draw.results,
  };
}

/** draw.json as the cache serves it: draw/v3's in its canonical text (keys sorted, no whitespace). */
export async function drawFileAnswer(deps: DrawDeps, roundId: number): Promise<Loaded> {
  const file = await drawFile(deps, roundId);
  return file.version === DRAW_V3 ? { body: file, text: drawFileTextV3(file) } : { body: file };
}

/** A freeze's list in exactly the bytes its digest hashes (v1's text before commitments, else v2's). */
const listText = (freeze: FreezeRow) =>
  commitmentOf(freeze) ? listTextV2(freeze.list ?? []) : canonicalListJson(freeze.list ?? []);

/** The frozen list in exactly the bytes its published digest hashes. */
export async function frozenListText(deps: DrawDeps, roundId: number): Promise<string> {
  const freeze = await currentFreeze(deps.db, roundId);
  if (!freeze) throw notFound(drawMessages.notFrozen);
  return listText(freeze);
}

/** The published commitment (draw/v2 and v3), in the bytes its digest hashes. */
export async function frozenCommitmentText(deps: DrawDeps, roundId: number): Promise<string> {
  const freeze = await currentFreeze(deps.db, roundId);
  if (!freeze?.commitment) throw notFound(drawMessages.notFrozen);
  return freeze.commitment;
}

/** Freeze number `number` of the round (1-based among its freezes, oldest first), reopened or not. */
async function numberedFreeze(deps: DrawDeps, roundId: number, number: number): Promise<FreezeRow> {
  const freezes = (await freezeHistory(deps.db, roundId)).filter((event) => event.kind === 'freeze');
  const freeze = freezes[number - 1];
  if (!freeze) throw notFound(NO_SUCH_FREEZE);
  return freeze;
}

/** Any freeze's list, so a freeze voided by 마감 해제 can still be checked against its published digest. */
export async function freezeListText(deps: DrawDeps, roundId: number, number: number): Promise<string> {
  return listText(await numberedFreeze(deps, roundId, number));
}

/** Any freeze's commitment (draw/v2 and v3); a draw/v1 freeze published none. */
export async function freezeCommitmentText(deps: DrawDeps, roundId: number, number: number): Promise<string> {
  const freeze = await numberedFreeze(deps, roundId, number);
  if (!freeze.commitment) throw notFound(NO_COMMITMENT_V1);
  return freeze.commitment;
}
