// Who a notice goes to, by the status every other surface reads: 당첨자 are the current winners (called
// reserves included; 부적격, 포기 and 기한 경과 left out), 예비자 the reserves still waiting.
import {
  countAudience,
  inAudience,
  type AudienceCount,
} from '@portal/shared-types/after-draw/application-status';
import type { NoticeAudience } from '@portal/shared-types/notify/notice';
import type { Db } from '../db/database';
import type { Tx } from '../db/tx';
import { roundStatuses } from '../after-draw/status/round-statuses';

export async function noticeAudience(
  db: Db | Tx,
  roundId: number,
  audience: NoticeAudience,
  now: Date,
): Promise<{ applicantIds: number[]; count: AudienceCount }> {
  const statuses = await roundStatuses(db, roundId, now);
  return {
    applicantIds: statuses
      .filter(({ state }) => inAudience(state, audience))
      .map(({ applicant }) => applicant.id),
    count: countAudience(
      audience,
      statuses.map(({ state }) => state),
    ),
  };
}
