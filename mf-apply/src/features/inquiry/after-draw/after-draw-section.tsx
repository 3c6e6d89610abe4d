import { useEffect, useRef, useState } from 'react';
import type { ApplicationStatus } from '@portal/shared-types/after-draw/after-draw.schema';
import { messages } from '@portal/shared-types/common/messages';
import { readApiError } from '../../../lib/api/api-error';
import { useApplyGetApplicationStatusQuery, useApplyGiveUpMutation } from '../../../lib/api/after-draw-api';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { DocumentsPanel } from './documents-panel';
import { NextStep } from './next-step';
import { ObjectionPanel } from './objection-panel';
import { StatusTimeline } from './status-timeline';
import { hasAfterDraw, timelineSteps } from './timeline-steps';
import styles from './after-draw.module.css';

interface AfterDrawSectionProps {
  /** the rounds the lookup shows: the status follows the same applications */
  roundIds: readonly number[];
  verificationToken: string;
  onExpired: () => void;
}

/**
 * Below the lookup: for each drawn application, its status from 접수 to 계약, its documents while they
 * are asked for, and 포기. Loaded as its own chunk, only once the lookup found a closed round.
 */
export default function AfterDrawSection({ roundIds, verificationToken, onExpired }: AfterDrawSectionProps) {
  // each 조회 mounts this again: the admin may have acted since, so the server answers again
  const status = useApplyGetApplicationStatusQuery(
    { verificationToken },
    { refetchOnMountOrArgChange: true },
  );
  const refused = status.isError && readApiError(status.error).status === 401;
  useEffect(() => {
    if (refused) onExpired();
  }, [refused, onExpired]);

  if (status.isLoading) return <p role="status">{messages.loading}</p>;
  if (status.isError)
    return (
      <p role="alert" className={styles.notice}>
        {messages.inquiryFailed}
      </p>
    );
  const drawn = (status.data ?? []).filter(
    (application) => roundIds.includes(application.roundId) && hasAfterDraw(application),
  );
  return (
    <>
      {drawn.map((application) => (
        <ApplicationAfterDraw
          key={application.applicantId}
          status={application}
          verificationToken={verificationToken}
          onExpired={onExpired}
        />
      ))}
    </>
  );
}

interface ApplicationAfterDrawProps {
  status: ApplicationStatus;
  verificationToken: string;
  onExpired: () => void;
}

function ApplicationAfterDraw({ status, verificationToken, onExpired }: ApplicationAfterDrawProps) {
  const headingId = `after-draw-${status.applicantId}`;
  // 포기 leaves with its button: once the answer shows the new state, focus goes to it, not to the page
  const [gaveUpHere, setGaveUpHere] = useState(false);
  const stateHeading = useRef<HTMLHeadingElement>(null);
  const givenUp = status.state.state === 'givenUp';
  useEffect(() => {
    if (gaveUpHere && givenUp) stateHeading.current?.focus();
  }, [gaveUpHere, givenUp]);
  const { documents } = status;
  const hasFiles = documents.checklist.some((item) => item.files.length > 0);
  // out (부적격, 기한 경과) with nothing uploaded: an empty checklist would only invite uploads
  const showDocuments =
    documents.stage !== 'notRequired' &&
    documents.checklist.length > 0 &&
    (!status.state.vacated || hasFiles);
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId}>{status.roundTitle} 진행 상황</h2>
      <NextStep status={status} headingRef={stateHeading} />
      <StatusTimeline label={status.roundTitle} steps={timelineSteps(status)} />
      {status.objection && (
        <ObjectionPanel
          status={status}
          objection={status.objection}
          verificationToken={verificationToken}
          onExpired={onExpired}
        />
      )}
      {showDocuments && (
        <DocumentsPanel status={status} verificationToken={verificationToken} onExpired={onExpired} />
      )}
      {status.canGiveUp && (
        <GiveUp
          status={status}
          verificationToken={verificationToken}
          onExpired={onExpired}
          onGivenUp={() => setGaveUpHere(true)}
        />
      )}
    </section>
  );
}

function GiveUp({
  status,
  verificationToken,
  onExpired,
  onGivenUp,
}: ApplicationAfterDrawProps & { onGivenUp: () => void }) {
  const [asking, setAsking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [giveUp, { isLoading }] = useApplyGiveUpMutation();
  const confirm = async () => {
    try {
      await giveUp({ id: status.applicantId, verificationToken }).unwrap();
      setAsking(false);
      onGivenUp();
    } catch (error) {
      const { status: code, message } = readApiError(error);
      setAsking(false);
      if (code === 401) onExpired();
      else setFailure(message ?? messages.serverError);
    }
  };
  return (
    <div className={styles.buttons}>
      <button
        type="button"
        className={styles.danger}
        onClick={() => setAsking(true)}
        aria-label={`${status.roundTitle} 당첨 포기`}
      >
        포기
      </button>
      {failure && (
        <p role="alert" className={styles.error}>
          {failure}
        </p>
      )}
      {asking && (
        <ConfirmDialog
          title="당첨을 포기하시겠습니까?"
          confirmLabel="포기합니다"
          busy={isLoading}
          onConfirm={() => void confirm()}
          onCancel={() => setAsking(false)}
        >
          <p>
            {status.roundTitle} (접수번호 {status.receiptNumber})의 당첨을 포기하면 되돌릴 수 없으며, 그
            자리는 같은 공급유형의 다음 예비 입주자에게 넘어갑니다.
          </p>
        </ConfirmDialog>
      )}
    </div>
  );
}
