import { useId, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { formatAdminDateTime } from '@portal/shared-types/common/dates';
import {
  LMS_BYTES,
  NOTICE_AUDIENCES,
  noticeAudienceLabels,
  noticeBytes,
  noticeDraftSchema,
  type NoticeDraft,
  type NoticePreview,
} from '@portal/shared-types/notify/notice';
import { channelLabels, type RoundMessageCounts } from '@portal/shared-types/notify/notify';
import { FieldFrame, FormError, SERVER_ERROR, failureMessage, useSchemaForm } from '@portal/web-runtime/form';
import styles from '../../components/admin-ui.module.css';
import { AdminForm } from '../../components/admin-form';
import { RadioChoices } from '../../components/radio-choices';
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

/** The audiences as the radios show them. */
const AUDIENCE_CHOICES = NOTICE_AUDIENCES.map((value) => ({ value, label: noticeAudienceLabels[value] }));

/**
 * A notice to the round's winners or reserves: written, previewed with the exact message and the number
 * of recipients, then confirmed. The notice id is made when the preview opens, so a second click on the
 * confirm button (or a retried request) queues nothing more.
 */
export function NoticeForm({ roundId, onSent }: { roundId: number; onSent: () => void }) {
  const id = useId();
  const form = useSchemaForm(noticeDraftSchema, { audience: 'winners', text: '' });
  const [done, setDone] = useState('');
  // the draft that was previewed is the one sent, whatever the fields hold by then
  const [preview, setPreview] = useState<(NoticePreview & { draft: NoticeDraft; noticeId: string }) | null>(
    null,
  );
  const [askPreview, { isLoading: previewing }] = useAdminPreviewNoticeMutation();
  const [send, { isLoading: sending }] = useAdminSendNoticeMutation();
  const previewHeading = useRef<HTMLHeadingElement>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);
  const bytes = noticeBytes(useWatch({ control: form.control, name: 'text' }));

  const openPreview = async (draft: NoticeDraft) => {
    setDone('');
    const answer = await askPreview({ roundId, ...draft }).unwrap();
    setPreview({ ...answer, draft, noticeId: crypto.randomUUID() });
    // the preview replaces the confirm step's context: the reader starts at its heading
    requestAnimationFrame(() => previewHeading.current?.focus());
  };

  const confirm = async () => {
    if (!preview) return;
    const { draft, noticeId } = preview;
    try {
      const sent = await send({ roundId, ...draft, noticeId }).unwrap();
      setPreview(null);
      form.reset({ audience: draft.audience, text: '' });
      setDone(
        `${noticeAudienceLabels[draft.audience]} ${sent.queued}명에게 보낼 안내를 대기열에 넣었습니다.`,
      );
      onSent();
      requestAnimationFrame(() => doneRef.current?.focus());
    } catch (error) {
      // a refusal of the confirm is told where a refusal of the preview is
      form.setError(SERVER_ERROR, { type: 'server', message: failureMessage(error) });
    }
  };

  return (
    <AdminForm form={form} onSubmit={openPreview} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>당첨자·예비자에게 안내 보내기</h3>
      <RadioChoices
        name="audience"
        legend="받는 사람"
        choices={AUDIENCE_CHOICES}
        disabled={preview !== null}
      />
      <FieldFrame
        name="text"
        label="안내 내용"
        hint={
          <>
            단지 이름 포함 {bytes.toLocaleString('ko-KR')} / {LMS_BYTES.toLocaleString('ko-KR')}바이트 (한글
            한 글자 2바이트). 개인정보는 적지 마세요: 같은 내용이 모두에게 갑니다.
          </>
        }
      >
        {(control) => (
          <textarea
            rows={5}
            maxLength={2000}
            readOnly={preview !== null}
            {...form.register('text')}
            {...control}
            // too long is shown as it is typed, before the schema's message on a preview
            aria-invalid={control['aria-invalid'] ?? (bytes > LMS_BYTES || undefined)}
          />
        )}
      </FieldFrame>
      <FormError />
      {preview === null ? (
        <div className={styles.formButtons}>
          <button type="submit" disabled={previewing}>
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
                requestAnimationFrame(() => form.setFocus('text'));
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
    </AdminForm>
  );
}
