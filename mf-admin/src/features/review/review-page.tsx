import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { formatAdminDateTime } from '@portal/shared-types/common/dates';
import { messages } from '@portal/shared-types/common/messages';
import { paths } from '@portal/shared-types/site/routes';
import { AccessReasonGate } from '../../components/access-reason-gate';
import styles from '../../components/admin-ui.module.css';
import { useAppDispatch } from '@portal/web-runtime/store';
import {
  afterDrawAdminApi,
  useAdminGetAfterDrawSettingsQuery,
  useAdminGetReviewQueueQuery,
} from '../../lib/api/after-draw-api';
import { errorMessage } from '../../lib/http';
import { ApplicantReview } from './applicant-review';
import { ReservePanel } from './reserve-panel';
import { ReviewQueueTable } from './review-queue';
import { SettingsForm } from './settings-form';

/**
 * /admin/apply/review/:id: a drawn round's documents deadline, 계약 안내, review queue and reserve call-ups,
 * once the admin has given the reason for reading its applicants' data.
 */
export default function ReviewPage() {
  return (
    <AccessReasonGate>
      <RoundReview />
    </AccessReasonGate>
  );
}

function RoundReview() {
  const roundId = Number(useParams().id);
  const valid = Number.isSafeInteger(roundId) && roundId > 0;
  const queue = useAdminGetReviewQueueQuery(roundId, { skip: !valid });
  const settings = useAdminGetAfterDrawSettingsQuery(roundId, { skip: !valid });
  const [selected, setSelected] = useState<number | null>(null);
  const dispatch = useAppDispatch();
  // applicants upload, submit and give up meanwhile: what this page shows is read again on request
  const refresh = () =>
    dispatch(
      afterDrawAdminApi.util.invalidateTags([
        { type: 'Applicant', id: `REVIEW-${roundId}` },
        ...(selected === null ? [] : [{ type: 'Applicant' as const, id: `REVIEW-OF-${selected}` }]),
        { type: 'Round', id: `VACANCIES-${roundId}` },
      ]),
    );

  if (!valid) return <p role="alert">{messages.notFound}</p>;
  if (queue.isLoading || settings.isLoading) return <p role="status">{messages.loading}</p>;
  if (queue.isError || settings.isError || !queue.data || !settings.data)
    return (
      <div className={styles.section}>
        <p role="alert">{errorMessage(queue.error ?? settings.error)}</p>
        <Link to={paths.applicants()}>신청자 관리로 돌아가기</Link>
      </div>
    );
  return (
    <>
      <section className={styles.section} aria-labelledby="review-round-heading">
        <h2 id="review-round-heading">{queue.data.roundTitle} 서류 검토</h2>
        <p>
          서류 제출 기한: {formatAdminDateTime(queue.data.documentsDeadline) || '정하지 않음'} ·{' '}
          <Link to={paths.applicants()}>신청자 관리</Link> ·{' '}
          <Link to={paths.roundDraw(roundId)}>공개 추첨 결과</Link>
        </p>
        <p className={styles.actions}>
          <button type="button" onClick={refresh}>
            다시 불러오기
          </button>
        </p>
        <SettingsForm key={roundId} settings={settings.data} />
      </section>
      <ReviewQueueTable queue={queue.data} selectedId={selected} onSelect={setSelected} />
      {selected !== null && <ApplicantReview key={selected} roundId={roundId} applicantId={selected} />}
      <ReservePanel roundId={roundId} />
    </>
  );
}
