import { useId } from 'react';
import { formatAdminDateTime } from '@portal/shared-types/common/dates';
import { messages } from '@portal/shared-types/common/messages';
import { jobStateLabels, type JobRun } from '@portal/shared-types/jobs/jobs';
import styles from '../../components/admin-ui.module.css';
import { DataTable } from '../../components/data-table/data-table';
import { useAdminGetJobsQuery } from './jobs-api';

/** The state of a run in words, with when it ended or tries next. */
function runState(run: JobRun): string {
  const state = jobStateLabels[run.state];
  if (run.state === 'retry' && run.nextTryAt) return `${state} (${formatAdminDateTime(run.nextTryAt)})`;
  return state;
}

/**
 * /admin/jobs: the server's background jobs (messages, reminders, lapses, draws waiting for their beacon,
 * the audit log's checks, retention), each with its schedule, its last run and its latest failure. A job
 * that fails is tried again by the server; one that keeps failing needs the operator.
 */
export default function JobsPage() {
  const id = useId();
  const { currentData: jobs, isError, isFetching, refetch } = useAdminGetJobsQuery();
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>예약 작업</h2>
      <p>
        서버가 정해진 때에 스스로 하는 작업입니다. 실패한 작업은 서버가 잠시 뒤 다시 시도합니다. 다시 시도해도
        실패하면 운영 담당자에게 알려 주세요.
      </p>
      <div className={styles.actions}>
        <button type="button" disabled={isFetching} onClick={() => void refetch()}>
          새로 고침
        </button>
      </div>
      {isError && <p role="alert">{messages.serverError}</p>}
      <DataTable
        caption="예약 작업 목록"
        captionHidden
        columns={[
          { header: '작업', cell: (job) => job.title, rowHeader: true },
          { header: '일정', cell: (job) => job.schedule },
          {
            header: '마지막 실행',
            cell: (job) => (job.lastRun ? formatAdminDateTime(job.lastRun.startedAt) : '아직 없음'),
          },
          { header: '상태', cell: (job) => (job.lastRun ? runState(job.lastRun) : '-') },
          {
            header: '재시도',
            cell: (job) => (job.lastRun ? `${job.lastRun.retries} / ${job.lastRun.retryLimit}회` : '-'),
          },
          {
            header: '마지막 오류',
            cell: (job) =>
              job.lastError ? `${formatAdminDateTime(job.lastError.at)} ${job.lastError.message}` : '없음',
          },
        ]}
        rows={jobs ?? []}
        rowKey={(job) => job.name}
        empty={isError ? '예약 작업을 불러오지 못했습니다.' : '예약 작업을 불러오는 중입니다.'}
        emptyRole={isError ? 'alert' : 'status'}
      />
    </section>
  );
}
