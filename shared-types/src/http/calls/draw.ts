import {
  drawFileSchema,
  drawMethodSchema,
  roundDrawInfoSchema,
  witnessInputSchema,
} from '../../draw/draw-api.schema';
import { idParamSchema } from '../../common/params.schema';
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
  method: {
    summary: 'The written draw method draw/v2, as the 추첨 방법 page shows it',
    response: drawMethodSchema,
  },
  methodText: { summary: 'The written draw method draw/v2 as a plain text file', produces: 'text/plain' },
  witness: {
    summary:
      "Enter the witnessed number of a frozen round, once (400 when its digit count is not the plan's)",
    auth: 'admin',
    params: idParamSchema,
    body: witnessInputSchema,
    response: roundDrawInfoSchema,
  },
  run: {
    summary:
      'Run the draw of a frozen round (409 before the freeze, before the randomness exists, or a second time)',
    auth: 'admin',
    params: idParamSchema,
    response: roundDrawInfoSchema,
  },
});
