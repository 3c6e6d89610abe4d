import { useId, useRef, useState } from 'react';
import { formatAdminDateTime } from '@portal/shared-types/common/dates';
import {
  LMS_BYTES,
  NOTICE_AUDIENCES,
  noticeAudienceLabels,
  noticeBytes,
  noticeDraftSchema,
  type NoticeAudience,
  type NoticePreview,
} from '@portal/shared-types/notify/notice';
import { channelLabels, type RoundMessageCounts } from '@portal/shared-types/notify/notify';
import styles from '../../components/admin-ui.module.css';
import { errorMessage } from '../../lib/http';
import {
  useAdminGetMessageStatusQuery,
  useAdminPauseMessagesMutation,
  useAdminPreviewNoticeMutation,
  useAdminSendNoticeMutation,
} from '../../lib/api/messages-api';

/** The round's sending switch: its state in words, and the one button that changes it. */
export function PauseControl({
  round,
  onChange,
}: {
  round: RoundMessageCounts | undefined;
  onChange: () => void;
}) {
  const [setPause, { isLoading }] = useAdminPauseMessagesMutation();
  // the same cached answer the section's warning reads: without a provider nothing is being sent
  const { data: status } = useAdminGetMessageStatusQuery();
  const [notice, setNotice] = useState('');
  if (!round) return null;
  const paused = round.paused;
  const toggle = async () => {
    try {
      await setPause({ roundId: round.roundId, paused: !paused }).unwrap();
      setNotice(
        paused
          ? '발송을 다시 시작했습니다. 대기 중인 메시지가 차례로 발송됩니다.'
          : '이 회차의 발송을 멈췄습니다. 메시지는 대기 상태로 남습니다.',
      );
      onChange();
    } catch (error) {
      setNotice(errorMessage(error));
    }
  };
  return (
    <div className={styles.actions}>
      <p>
        <strong>발송 상태:</strong>{' '}
        {paused
          ? `일시 중지됨 (${paused.by}, ${formatAdminDateTime(paused.at)}부터). 메시지는 대기 상태로 남습니다.`
          : status?.provider === 'none'
            ? '발송 업체 미설정 (메시지는 대기 상태로 남습니다)'
            : '발송 중'}
      </p>
      <button type="button" disabled={isLoading} onClick={() => void toggle()}>
        {paused ? '발송 다시 시작' : '이 회차 발송 일시 중지'}
      </button>
      <p role="status">{notice}</p>
    </div>
  );
}

/**
 * A notice to the round's winners or reserves: written, previewed with the exact message and the number
 * of recipients, then confirmed. The notice id is made when the preview opens, so a second click on the
 * confirm button (or a retried request) queues nothing more.
 */
export function NoticeForm({ roundId, onSent }: { roundId: number; onSent: () => void }) {
  const id = useId();
  const [audience, setAudience] = useState<NoticeAudience>('winners');
  const [text, setText] = useState('');
  const [problem, setProblem] = useState('');
  const [done, setDone] = useState('');
  const [preview, setPreview] = useState<(NoticePreview & { noticeId: string }) | null>(null);
  const [askPreview, { isLoading: previewing }] = useAdminPreviewNoticeMutation();
  const [send, { isLoading: sending }] = useAdminSendNoticeMutation();
  const previewHeading = useRef<HTMLHeadingElement>(null);
  const textArea = useRef<HTMLTextAreaElement>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);
  const bytes = noticeBytes(text);

  const openPreview = async () => {
    setDone('');
    const checked = noticeDraftSchema.safeParse({ audience, text });
    if (!checked.success) {
      setProblem(checked.error.issues[0]!.message);
      textArea.current?.focus();
      return;
    }
    try {
      const answer = await askPreview({ roundId, audience, text }).unwrap();
      setProblem('');
      setPreview({ ...answer, noticeId: crypto.randomUUID() });
      // the preview replaces the confirm step's context: the reader starts at its heading
      requestAnimationFrame(() => previewHeading.current?.focus());
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };

  const confirm = async () => {
    if (!preview) return;
    try {
      const sent = await send({ roundId, audience, text, noticeId: preview.noticeId }).unwrap();
      setPreview(null);
      setText('');
      setDone(`${noticeAudienceLabels[audience]} ${sent.queued}명에게 보낼 안내를 대기열에 넣었습니다.`);
      onSent();
      requestAnimationFrame(() => doneRef.current?.focus());
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };

  return (
    <div className={styles.form}>
      <h3 id={`${id}-title`}>당첨자·예비자에게 안내 보내기</h3>
      <fieldset disabled={preview !== null}>
        <legend>받는 사람</legend>
        {NOTICE_AUDIENCES.map((value) => (
          <label key={value}>
            <input
              type="radio"
              name={`${id}-audience`}
              value={value}
              checked={audience === value}
              onChange={() => setAudience(value)}
            />{' '}
            {noticeAudienceLabels[value]}
          </label>
        ))}
      </fieldset>
      <div className={styles.field}>
        <label htmlFor={`${id}-text`}>안내 내용</label>
        <textarea
          id={`${id}-text`}
          ref={textArea}
          rows={5}
          maxLength={2000}
          readOnly={preview !== null}
          aria-describedby={`${id}-bytes`}
          aria-invalid={problem !== '' || bytes > LMS_BYTES}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <p id={`${id}-bytes`} className={styles.muted}>
          단지 이름 포함 {bytes.toLocaleString('ko-KR')} / {LMS_BYTES.toLocaleString('ko-KR')}바이트 (한글 한
          글자 2바이트). 개인정보는 적지 마세요: 같은 내용이 모두에게 갑니다.
        </p>
      </div>
      {problem && (
        <p role="alert" className={styles.error}>
          {problem}
        </p>
      )}
      {preview === null ? (
        <div className={styles.formButtons}>
          <button type="button" disabled={previewing} onClick={() => void openPreview()}>
            미리보기
          </button>
        </div>
      ) : (
        <div aria-labelledby={`${id}-preview`} role="group">
          <h4 id={`${id}-preview`} ref={previewHeading} tabIndex={-1}>
            보내기 전 확인
          </h4>
          <p>
            받는 사람: <strong>{preview.summary}</strong>
          </p>
          <p className={styles.muted}>기준: {preview.rule}</p>
          <p>
            알림톡으로 보내고, 알림톡을 받을 수 없으면 {channelLabels[preview.fallback]}로 보냅니다 (
            {preview.bytes.toLocaleString('ko-KR')}바이트).
          </p>
          <p>받는 사람마다 보이는 메시지:</p>
          <pre className={styles.noticeBody}>{preview.body}</pre>
          <div className={styles.formButtons}>
            <button
              type="button"
              className={styles.primary}
              disabled={sending || preview.recipients === 0}
              onClick={() => void confirm()}
            >
              {preview.recipients}명에게 보내기
            </button>
            <button
              type="button"
              onClick={() => {
                setPreview(null);
                requestAnimationFrame(() => textArea.current?.focus());
              }}
            >
              고치기
            </button>
          </div>
        </div>
      )}
      <p role="status" ref={doneRef} tabIndex={-1}>
        {done}
      </p>
    </div>
  );
}
