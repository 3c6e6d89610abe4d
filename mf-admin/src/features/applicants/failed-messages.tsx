import { useId, useRef, useState } from 'react';
import { formatAdminDateTime } from '@portal/shared-types/common/dates';
import {
  failedMessageTexts,
  notifyEventLabels,
  type FailedMessage,
} from '@portal/shared-types/notify/failed';
import { messageStateLabels, type RoundMessageCounts } from '@portal/shared-types/notify/notify';
import styles from '../../components/admin-ui.module.css';
import { DataTable } from '../../components/data-table/data-table';
import { errorMessage } from '../../lib/http';
import {
  useAdminGetFailedMessagesQuery,
  useAdminRetryFailedMessagesMutation,
  useAdminRetryMessageMutation,
} from '../../lib/api/messages-api';

const stateText = (message: FailedMessage) =>
  message.state === 'retrying' && message.nextAttemptAt
    ? `${messageStateLabels.retrying} (${formatAdminDateTime(message.nextAttemptAt)})`
    : messageStateLabels[message.state];

/**
 * The round's failed messages with the vendor's reason of each, a 다시 보내기 per dead one, and one action
 * that queues them all again after a confirm naming how many. The list is a 접속기록, so it is read when
 * the round has failures and when the admin asks, not on every poll of the counts.
 */
export function FailedMessages({ round, onChange }: { round: RoundMessageCounts; onChange: () => void }) {
  const id = useId();
  const failedNow = round.counts.dead + round.counts.retrying;
  const {
    data,
    isError,
    error,
    refetch: refetchList,
  } = useAdminGetFailedMessagesQuery(round.roundId, { skip: failedNow === 0 });
  const [retryOne, { isLoading: retryingOne }] = useAdminRetryMessageMutation();
  const [retryAll, { isLoading: retryingAll }] = useAdminRetryFailedMessagesMutation();
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState('');
  const [problem, setProblem] = useState('');
  const openButton = useRef<HTMLButtonElement>(null);
  const confirmHeading = useRef<HTMLHeadingElement>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);
  const problemRef = useRef<HTMLParagraphElement>(null);

  const list = failedNow === 0 ? [] : (data?.messages ?? []);
  const total = failedNow === 0 ? 0 : (data?.total ?? 0);
  const paused = round.paused !== null;

  const afterWrite = (text: string) => {
    setProblem('');
    setDone(text);
    if (failedNow > 0) void refetchList();
    onChange();
    // the button pressed may be gone with its row: the reader hears the outcome where focus lands
    requestAnimationFrame(() => doneRef.current?.focus());
  };
  const failed = (failure: unknown) => {
    setDone('');
    setProblem(errorMessage(failure));
    requestAnimationFrame(() => problemRef.current?.focus());
  };

  const sendOne = async (messageId: number) => {
    try {
      await retryOne(messageId).unwrap();
      afterWrite('메시지를 다시 보내도록 대기열에 넣었습니다.');
    } catch (failure) {
      failed(failure);
    }
  };
  const sendAll = async () => {
    try {
      const { resent } = await retryAll(round.roundId).unwrap();
      setConfirming(false);
      afterWrite(resent > 0 ? failedMessageTexts.resent(resent) : failedMessageTexts.none);
    } catch (failure) {
      setConfirming(false);
      failed(failure);
    }
  };

  return (
    <div>
      <h3 id={`${id}-title`}>실패한 메시지</h3>
      {/* the counts poll, the list does not: more failures than listed are worth a word (fewer are
          being sent) */}
      {data && failedNow > data.total && (
        <p className={styles.muted}>
          목록을 불러온 뒤 실패 건수가 바뀌었습니다 (지금 {failedNow.toLocaleString('ko-KR')}건). 목록을 새로
          고치면 최신 목록을 봅니다.
        </p>
      )}
      {isError && (
        <p role="alert" className={styles.error}>
          {errorMessage(error)}
        </p>
      )}
      <div className={styles.actions}>
        <button
          type="button"
          ref={openButton}
          className={styles.primary}
          disabled={total === 0 || paused || confirming || retryingAll}
          aria-describedby={paused ? `${id}-paused` : undefined}
          onClick={() => {
            setConfirming(true);
            setDone('');
            requestAnimationFrame(() => confirmHeading.current?.focus());
          }}
        >
          실패한 메시지 모두 다시 보내기
        </button>
        <button
          type="button"
          // not disabled while it loads: a pressed button that turns disabled drops the keyboard's focus
          disabled={failedNow === 0}
          onClick={() => {
            void refetchList();
            onChange();
          }}
        >
          목록 새로 고침
        </button>
      </div>
      {paused && (
        <p id={`${id}-paused`} className={styles.muted}>
          {failedMessageTexts.paused}
        </p>
      )}
      {confirming && (
        <div role="group" aria-labelledby={`${id}-confirm`}>
          <h4 id={`${id}-confirm`} ref={confirmHeading} tabIndex={-1}>
            모두 다시 보내기 전 확인
          </h4>
          <p>{failedMessageTexts.confirm(total)}</p>
          <div className={styles.formButtons}>
            <button
              type="button"
              className={styles.primary}
              disabled={retryingAll}
              onClick={() => void sendAll()}
            >
              {total.toLocaleString('ko-KR')}건 다시 보내기
            </button>
            <button
              type="button"
              onClick={() => {
                setConfirming(false);
                requestAnimationFrame(() => openButton.current?.focus());
              }}
            >
              취소
            </button>
          </div>
        </div>
      )}
      <p role="status" ref={doneRef} tabIndex={-1}>
        {done}
      </p>
      {/* only a refusal is an alert: an empty one would still be counted by assistive technology */}
      {problem && (
        <p role="alert" ref={problemRef} tabIndex={-1} className={styles.error}>
          {problem}
        </p>
      )}
      {total > list.length && (
        <p className={styles.muted}>
          먼저 실패한 {list.length.toLocaleString('ko-KR')}건만 보입니다. 모두 다시 보내기는{' '}
          {total.toLocaleString('ko-KR')}건을 모두 보냅니다.
        </p>
      )}
      <DataTable
        caption="실패한 메시지와 사유"
        columns={[
          { header: '접수번호', cell: (message) => message.receiptNumber, className: styles.receiptNumber },
          { header: '이름', cell: (message) => message.maskedName || '(파기됨)' },
          { header: '사유', cell: (message) => message.reason ?? '-' },
          { header: '메시지', cell: (message) => notifyEventLabels[message.event] },
          { header: '상태', cell: stateText },
          {
            header: '실패한 때',
            cell: (message) => (message.failedAt ? formatAdminDateTime(message.failedAt) : '-'),
          },
          { header: '시도', cell: (message) => `${message.attempts}회`, numeric: true },
          {
            header: '재발송',
            cell: (message) =>
              message.state === 'dead' ? (
                <button
                  type="button"
                  disabled={retryingOne}
                  aria-label={`${message.receiptNumber} ${notifyEventLabels[message.event]} 다시 보내기`}
                  onClick={() => void sendOne(message.id)}
                >
                  다시 보내기
                </button>
              ) : (
                '자동 재시도'
              ),
          },
        ]}
        rows={list}
        rowKey={(message) => message.id}
        empty={failedNow > 0 && !data ? '불러오는 중입니다.' : '실패한 메시지가 없습니다.'}
      />
    </div>
  );
}
