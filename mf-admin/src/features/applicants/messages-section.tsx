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
import { useAdminGetApplicantsQuery } from '../../lib/api/applicants-api';
import { errorMessage } from '../../lib/http';
import {
  useAdminGetApplicantMessagesQuery,
  useAdminGetDevMessagesQuery,
  useAdminGetMessageStatusQuery,
  useAdminGetRoundMessagesQuery,
  useAdminRetryMessageMutation,
} from '../../lib/api/messages-api';
import { scrollRegion } from '../../components/scroll-region';
import { NoticeForm, PauseControl } from './message-controls';
import { FailedMessages } from './failed-messages';

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
  const { data: applicants = [] } = useAdminGetApplicantsQuery(roundId);
  const [applicantId, setApplicantId] = useState<number | null>(null);

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
      <div {...scrollRegion('회차의 메시지 상태별 건수')}>
        <table className={styles.table}>
          <caption>회차의 메시지 상태별 건수</caption>
          <thead>
            <tr>
              {MESSAGE_STATES.map((state) => (
                <th key={state} scope="col">
                  {messageStateLabels[state]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              {MESSAGE_STATES.map((state) => (
                <td key={state}>{round ? round.counts[state] : '-'}</td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
      {round && <FailedMessages round={round} onChange={() => void refetchCounts()} />}
      <label htmlFor={`${id}-applicant`}>신청자</label>{' '}
      <select
        id={`${id}-applicant`}
        value={applicantId ?? ''}
        onChange={(event) => setApplicantId(event.target.value ? Number(event.target.value) : null)}
      >
        <option value="">신청자를 선택하세요</option>
        {applicants.map((applicant) => (
          <option key={applicant.id} value={applicant.id}>
            {applicant.receiptNumber} {applicant.name}
          </option>
        ))}
      </select>
      {applicantId !== null && (
        <ApplicantMessages
          key={applicantId}
          applicantId={applicantId}
          onChange={() => void refetchCounts()}
        />
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
      <div {...scrollRegion('신청자의 메시지')}>
        <table className={styles.table}>
          <caption>신청자의 메시지</caption>
          <thead>
            <tr>
              <th scope="col">만든 때</th>
              <th scope="col">내용</th>
              <th scope="col">채널</th>
              <th scope="col">상태</th>
              <th scope="col">시도</th>
              <th scope="col">마지막 오류</th>
              <th scope="col">재발송</th>
            </tr>
          </thead>
          <tbody>
            {list.length === 0 && (
              <tr>
                <td colSpan={7}>메시지가 없습니다.</td>
              </tr>
            )}
            {list.map((message) => (
              <tr key={message.id}>
                <td>{formatAdminDateTime(message.createdAt)}</td>
                <td>{message.body}</td>
                <td>{message.channel ? channelLabels[message.channel] : '-'}</td>
                <td>{messageStateLabels[message.state]}</td>
                <td>{message.attempts}</td>
                <td>{message.lastError ?? '-'}</td>
                <td>
                  {message.state === 'dead' ? (
                    <button type="button" disabled={retrying} onClick={() => void sendAgain(message.id)}>
                      다시 보내기
                    </button>
                  ) : (
                    '-'
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
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
      <div {...scrollRegion('개발용 발송기가 받은 메시지')}>
        <table className={styles.table}>
          <caption className={styles.visuallyHidden}>개발용 발송기가 받은 메시지</caption>
          <thead>
            <tr>
              <th scope="col">받은 때</th>
              <th scope="col">수신 번호</th>
              <th scope="col">채널</th>
              <th scope="col">내용</th>
            </tr>
          </thead>
          <tbody>
            {list.map((message) => (
              <tr key={message.idempotencyKey}>
                <td>{formatAdminDateTime(message.at)}</td>
                <td>{message.to}</td>
                <td>{channelLabels[message.channel]}</td>
                <td>{message.text}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
