import {
  amendmentsFileSchema,
  drawFileSchema,
  drawMethodSchema,
  drawRunSummarySchema,
  roundDrawInfoSchema,
  witnessCommitInputSchema,
  witnessInputSchema,
  witnessRevealInputSchema,
} from '../../draw/draw-api.schema';
import { freezeParamSchema, idParamSchema } from '../../common/params.schema';
import { callsOf } from '../call';
import { drawRoutes } from '../routes/draw';

export const drawCalls = callsOf(drawRoutes, {
  info: {
    summary:
      "A round's public draw page: plan, freezes with digests, pseudonymous list, 경쟁률, beacon, results, amendments",
    params: idParamSchema,
    response: roundDrawInfoSchema,
  },
  inputs: {
    summary:
      "Everything needed to recompute a round's draw, as draw-verifier.mjs reads it (404 before the draw)",
    params: idParamSchema,
    response: drawFileSchema,
  },
  amendments: {
    summary:
      "A round's public amendments after the draw, hash-chained from the frozen list's digest, in the text the draw page's head digest ends (404 before the draw)",
    params: idParamSchema,
    response: amendmentsFileSchema,
  },
  verifier: {
    summary: 'The draw verifier: one file that runs with plain node and no dependencies',
    produces: 'text/javascript',
  },
  list: {
    summary:
      "The current frozen list's text, byte for byte as hashed to the list digest (404 before the close)",
    params: idParamSchema,
    // the bytes themselves are the answer: they hash to the published digest
    produces: 'application/json',
  },
  commitment: {
    summary:
      'The commitment text published at the close (draw/v2), byte for byte as hashed to its digest (404 before the close and for draw/v1 freezes)',
    params: idParamSchema,
    produces: 'application/json',
  },
  freezeList: {
    summary:
      "One freeze's list (1-based among the round's freezes), byte for byte as hashed to its digest: every freeze stays downloadable after 마감 해제",
    params: freezeParamSchema,
    produces: 'application/json',
  },
  freezeCommitment: {
    summary: "One freeze's commitment text (draw/v2 and v3 freezes), byte for byte as hashed to its digest",
    params: freezeParamSchema,
    produces: 'application/json',
  },
  method: {
    summary: 'The written draw method draw/v3, as the 추첨 방법 page shows it',
    response: drawMethodSchema,
  },
  methodText: { summary: 'The written draw method draw/v3 as a plain text file', produces: 'text/plain' },
  methodTextV2: {
    summary: 'The written draw method draw/v2, by which rounds frozen before draw/v3 are checked',
    produces: 'text/plain',
  },
  witness: {
    summary:
      "Enter the witnessed number of a frozen round, once (400 when its digit count is not the plan's)",
    auth: 'admin',
    roles: ['rounds'],
    params: idParamSchema,
    body: witnessInputSchema,
    response: roundDrawInfoSchema,
  },
  witnessCommit: {
    summary:
      "A witness's commitment (a salted SHA-256) to a draw/v3 round's value, before the close (409 after it, twice, or beyond the plan's witnesses)",
    auth: 'admin',
    roles: ['rounds'],
    params: idParamSchema,
    body: witnessCommitInputSchema,
    response: roundDrawInfoSchema,
  },
  witnessReveal: {
    summary:
      "A witness's reveal of a draw/v3 round's value and salt, after the freeze and before the beacon's time (409 when it matches no commitment)",
    auth: 'admin',
    roles: ['rounds'],
    params: idParamSchema,
    body: witnessRevealInputSchema,
    response: roundDrawInfoSchema,
  },
  run: {
    summary:
      'Run the draw of a frozen round (409 before the freeze, before the randomness exists, or a second time); answers a summary: counts per supply type, the seed and what it came from',
    auth: 'admin',
    roles: ['rounds'],
    params: idParamSchema,
    response: drawRunSummarySchema,
  },
});
