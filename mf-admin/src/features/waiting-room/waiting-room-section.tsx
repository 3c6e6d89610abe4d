import { useId, useState } from 'react';
import { z } from 'zod';
import { Field, FormError, useSchemaForm } from '@portal/web-runtime/form';
import { useGetRoundsQuery } from '@portal/web-runtime/read-api';
import { messages } from '@portal/shared-types/common/messages';
import { chooseCurrentRound } from '@portal/shared-types/rounds/round-rules';
import {
  waitingRoomMessages,
  type WaitingRoomStatus,
} from '@portal/shared-types/waiting-room/waiting-room-rules';
import { waitingRoomSettingsSchema } from '@portal/shared-types/waiting-room/waiting-room.schema';
import styles from '../../components/admin-ui.module.css';
import own from './waiting-room-section.module.css';
import { adminFormClasses } from '../../components/form-classes';
import { useAdminGetWaitingRoomQuery, useAdminSaveWaitingRoomMutation } from './waiting-room-api';
import { DataTable } from '../../components/data-table/data-table';
import { AdminForm } from '../../components/admin-form';

/** How often the queue figures refresh while the dashboard is open. */
const REFRESH_MS = 5000;
const SAVED = '접속 대기열 설정을 저장했습니다.';
const LOAD_FAILED = '접속 대기열 정보를 불러오지 못했습니다.';
/** What the operator can do when the site has no waiting room (said without the technical terms). */
const WHAT_TO_DO =
  '청약 접수는 대기열 없이도 그대로 진행됩니다. 신청자가 한꺼번에 몰릴 것 같으면 사이트를 관리하는 기술 담당자에게 접속 대기열 준비를 요청해 주세요.';

const count = (value: number | null) => (value === null ? '확인 불가' : `${value.toLocaleString('ko-KR')}명`);

/**
 * The dashboard's waiting-room section for the current round (the one /apply offers): the settings
 * form and the queue right now. A site without the room's store shows the form disabled, saying why
 * and what the operator can do.
 */
export function WaitingRoomSection() {
  const { data: rounds = [] } = useGetRoundsQuery();
  const round = chooseCurrentRound(rounds, new Date());
  return (
    <section className={styles.section} aria-labelledby="admin-waiting-room-heading">
      <h2 id="admin-waiting-room-heading">접속 대기열</h2>
      {round ? (
        <>
          <p className={styles.muted}>
            {round.title}: 접수 시작 직후 신청자가 몰릴 때 순서대로 입장시킵니다. 대기 순서는 당첨에 영향을
            주지 않습니다.
          </p>
          <RoomOfRound roundId={round.id} />
        </>
      ) : (
        <p>{messages.noOngoingRound}</p>
      )}
    </section>
  );
}

function RoomOfRound({ roundId }: { roundId: number }) {
  const { data, isError } = useAdminGetWaitingRoomQuery(roundId, { pollingInterval: REFRESH_MS });
  // outside the form: a save refills (remounts) the form, the notice stays
  const [notice, setNotice] = useState('');
  if (isError && !data) return <p role="alert">{LOAD_FAILED}</p>;
  if (!data) return <p role="status">{messages.loading}</p>;
  return (
    <>
      <QueueFigures status={data} />
      {/* keyed by the saved settings: a save from elsewhere refills the form */}
      <SettingsForm key={JSON.stringify(data.settings)} status={data} onSaved={() => setNotice(SAVED)} />
      <p role="status">{notice}</p>
    </>
  );
}

function QueueFigures({ status }: { status: WaitingRoomStatus }) {
  const figures = [
    {
      name: '상태',
      value: status.active ? '운영 중' : status.settings.enabled ? '대기 (운영 시간 아님)' : '사용 안 함',
    },
    { name: '대기 인원', value: count(status.queueLength) },
    { name: '입장 인원', value: count(status.admitted) },
    { name: '분당 입장 인원', value: `${status.settings.admitPerMinute.toLocaleString('ko-KR')}명` },
  ];
  return (
    <DataTable
      caption="대기열 현황 (5초마다 갱신)"
      columns={[
        { header: '항목', cell: (figure) => figure.name, rowHeader: true },
        { header: '현황', cell: (figure) => figure.value },
      ]}
      rows={figures}
      rowKey={(figure) => figure.name}
      empty="-"
    />
  );
}

/** A count as typed: blank is no number (NaN), which the contract's rule names. */
const typedNumber = (text: string) => (text.trim() === '' ? NaN : Number(text));

/** The fields read as the contract's settings, then checked by its rule. */
const settingsFormSchema = z
  .object({ enabled: z.boolean(), minutes: z.string(), admitPerMinute: z.string() })
  .transform(({ enabled, minutes, admitPerMinute }) => ({
    enabled,
    minutes: typedNumber(minutes),
    admitPerMinute: typedNumber(admitPerMinute),
  }))
  .pipe(waitingRoomSettingsSchema);

function SettingsForm({ status, onSaved }: { status: WaitingRoomStatus; onSaved: () => void }) {
  const [save, { isLoading }] = useAdminSaveWaitingRoomMutation();
  const form = useSchemaForm(settingsFormSchema, {
    enabled: status.settings.enabled,
    minutes: String(status.settings.minutes),
    admitPerMinute: String(status.settings.admitPerMinute),
  });
  const reasonId = useId();

  const disabled = !status.available;
  return (
    <AdminForm
      form={form}
      onSubmit={async (body) => {
        await save({ roundId: status.roundId, body }).unwrap();
        onSaved();
      }}
      className={styles.form}
      classes={adminFormClasses}
      aria-label="접속 대기열 설정"
    >
      {disabled && (
        <p id={reasonId} className={styles.error}>
          {waitingRoomMessages.unavailable} {WHAT_TO_DO}
        </p>
      )}
      <fieldset
        disabled={disabled}
        aria-describedby={disabled ? reasonId : undefined}
        className={`${styles.form} ${own.settings}`}
      >
        <legend className={styles.visuallyHidden}>접속 대기열 설정</legend>
        <label className={own.toggle}>
          <input type="checkbox" {...form.register('enabled')} />
          접수 시작 후 접속 대기열 사용
        </label>
        <Field name="minutes" label="운영 시간 (접수 시작부터, 분)" type="text" inputMode="numeric" />
        <Field
          name="admitPerMinute"
          label="분당 입장 인원 (운영 중에도 바꿀 수 있습니다)"
          type="text"
          inputMode="numeric"
        />
        <FormError />
        <div className={styles.formButtons}>
          <button type="submit" className={styles.primary} disabled={isLoading}>
            대기열 설정 저장
          </button>
        </div>
      </fieldset>
    </AdminForm>
  );
}
