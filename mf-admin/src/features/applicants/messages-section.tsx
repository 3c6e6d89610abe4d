import { useId, useState } from 'react';
import { formatAdminDateTime } from '@portal/shared-types/common/dates';
import { messages } from '@portal/shared-types/common/messages';
import {
  channelLabels,
  MESSAGE_STATES,
  messageStateLabels,
  notifyMessages,
} from '@portal/shared-types/notify/notify';
import styles from '../../components/admin-ui.module.css';
import type { Applicant } from '@portal/shared-types/applicants/applicants.schema';
import { errorMessage } from '../../lib/http';
import {
  useAdminGetApplicantMessagesQuery,
  useAdminGetDevMessagesQuery,
  useAdminGetMessageStatusQuery,
  useAdminGetRoundMessagesQuery,
  useAdminRetryMessageMutation,
} from '../../lib/api/messages-api';
import { DataTable } from '../../components/data-table/data-table';
import { NoticeForm, PauseControl } from './message-controls';
import { FailedMessages } from './failed-messages';
import { ApplicantPicker } from './applicant-picker';

const POLL_MS = 5000;

/**
 * The messages of a round's applicants: counts by state, the failed ones with their reasons (resent one by one
 * or all at once), one applicant's messages.
 */
export function MessagesSection({ roundId }: { roundId: number }) {
  const id = useId();
  const { data: status } = useAdminGetMessageStatusQuery();
  // the worker changes states in the background: the counts follow it
  const { data: round, refetch: refetchCounts } = useAdminGetRoundMessagesQuery(roundId, {
    pollingInterval: POLL_MS,
  });
  const [chosen, setChosen] = useState<Applicant | null>(null);

  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>안내 메시지</h2>
      {status?.provider === 'none' && (
        // a standing condition, not a live event: a plain notice, so the page's alerts stay the form's
        <p className={styles.error}>
          <strong>주의:</strong> {notifyMessages.noProvider}
        </p>
      )}
      {status?.provider === 'dev' && (
        <p>개발용 발송기를 쓰고 있습니다. 메시지는 실제로 발송되지 않고 아래 기록에만 남습니다.</p>
      )}
      {status && (
        <p>
          발송 시간 {status.sendingHours} (한국 시간), 초당 최대 {status.ratePerSecond}건
        </p>
      )}
      <PauseControl round={round} onChange={() => void refetchCounts()} />
      <DataTable
        caption="회차의 메시지 상태별 건수"
        columns={[
          { header: '상태', cell: (state) => messageStateLabels[state], rowHeader: true },
          { header: '건수', cell: (state) => (round ? round.counts[state] : '-'), numeric: true },
        ]}
        rows={MESSAGE_STATES}
        rowKey={(state) => state}
        empty="-"
      />
      {round && <FailedMessages round={round} onChange={() => void refetchCounts()} />}
      <ApplicantPicker roundId={roundId} chosen={chosen} onChoose={setChosen} />
      {chosen && (
        <ApplicantMessages key={chosen.id} applicantId={chosen.id} onChange={() => void refetchCounts()} />
      )}
      <NoticeForm roundId={roundId} onSent={() => void refetchCounts()} />
      {status?.provider === 'dev' && <DevMessages />}
    </section>
  );
}

function ApplicantMessages({ applicantId, onChange }: { applicantId: number; onChange: () => void }) {
  const {
    data: list = [],
    isLoading,
    refetch,
  } = useAdminGetApplicantMessagesQuery(applicantId, {
    pollingInterval: POLL_MS,
  });
  const [retry, { isLoading: retrying }] = useAdminRetryMessageMutation();
  const [notice, setNotice] = useState('');

  const sendAgain = async (id: number) => {
    try {
      await retry(id).unwrap();
      setNotice('메시지를 다시 보내도록 대기열에 넣었습니다.');
      void refetch();
      onChange();
    } catch (error) {
      setNotice(errorMessage(error));
    }
  };

  if (isLoading) return <p role="status">{messages.loading}</p>;
  return (
    <>
      <p role="status">{notice}</p>
      <DataTable
        caption="신청자의 메시지"
        columns={[
          { header: '만든 때', cell: (message) => formatAdminDateTime(message.createdAt) },
          { header: '내용', cell: (message) => message.body },
          { header: '채널', cell: (message) => (message.channel ? channelLabels[message.channel] : '-') },
          { header: '상태', cell: (message) => messageStateLabels[message.state] },
          { header: '시도', cell: (message) => message.attempts, numeric: true },
          { header: '마지막 오류', cell: (message) => message.lastError ?? '-' },
          {
            header: '재발송',
            cell: (message) =>
              message.state === 'dead' ? (
                <button type="button" disabled={retrying} onClick={() => void sendAgain(message.id)}>
                  다시 보내기
                </button>
              ) : (
                '-'
              ),
          },
        ]}
        rows={list}
        rowKey={(message) => message.id}
        empty="메시지가 없습니다."
      />
    </>
  );
}

/** What the development provider recorded, newest first: the 알림톡 as the vendor would have got it. */
function DevMessages() {
  const { data: list = [], refetch } = useAdminGetDevMessagesQuery();
  return (
    <>
      <h3>개발용 발송기 기록</h3>
      <div className={styles.actions}>
        <button type="button" onClick={() => void refetch()}>
          기록 새로 고침
        </button>
      </div>
      <DataTable
        caption="개발용 발송기가 받은 메시지"
        captionHidden
        columns={[
          { header: '받은 때', cell: (message) => formatAdminDateTime(message.at) },
          { header: '수신 번호', cell: (message) => message.to },
          { header: '채널', cell: (message) => channelLabels[message.channel] },
          { header: '내용', cell: (message) => message.text },
        ]}
        rows={list}
        rowKey={(message) => message.idempotencyKey}
        empty="받은 메시지가 없습니다."
      />
    </>
  );
}
