import { useId, useState, type FormEvent } from 'react';
import { useGetRoundsQuery } from '@portal/web-runtime/read-api';
import { messages } from '@portal/shared-types/common/messages';
import { chooseCurrentRound } from '@portal/shared-types/rounds/round-rules';
import {
  waitingRoomMessages,
  type WaitingRoomSettings,
  type WaitingRoomStatus,
} from '@portal/shared-types/waiting-room/waiting-room-rules';
import { waitingRoomSettingsSchema } from '@portal/shared-types/waiting-room/waiting-room.schema';
import styles from '../../components/admin-ui.module.css';
import own from './waiting-room-section.module.css';
import { errorMessage } from '../../lib/http';
import { TextField } from '../../components/text-field';
import { useAdminGetWaitingRoomQuery, useAdminSaveWaitingRoomMutation } from './waiting-room-api';
import { DataTable } from '../../components/data-table/data-table';

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

function SettingsForm({ status, onSaved }: { status: WaitingRoomStatus; onSaved: () => void }) {
  const [save, { isLoading }] = useAdminSaveWaitingRoomMutation();
  const [enabled, setEnabled] = useState(status.settings.enabled);
  const [minutes, setMinutes] = useState(String(status.settings.minutes));
  const [rate, setRate] = useState(String(status.settings.admitPerMinute));
  const [error, setError] = useState<string | null>(null);
  const reasonId = useId();
  // a change clears the last error: it spoke of the values before
  const edit =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      setError(null);
      set(value);
    };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = waitingRoomSettingsSchema.safeParse({
      enabled,
      minutes: minutes.trim() === '' ? NaN : Number(minutes),
      admitPerMinute: rate.trim() === '' ? NaN : Number(rate),
    } satisfies Record<keyof WaitingRoomSettings, unknown>);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? messages.serverError);
    try {
      await save({ roundId: status.roundId, body: parsed.data }).unwrap();
      onSaved();
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };

  const disabled = !status.available;
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="접속 대기열 설정">
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
          <input
            type="checkbox"
            checked={enabled}
            onChange={(event) => edit(setEnabled)(event.target.checked)}
          />
          접수 시작 후 접속 대기열 사용
        </label>
        <TextField
          label="운영 시간 (접수 시작부터, 분)"
          type="text"
          inputMode="numeric"
          value={minutes}
          onChange={edit(setMinutes)}
        />
        <TextField
          label="분당 입장 인원 (운영 중에도 바꿀 수 있습니다)"
          type="text"
          inputMode="numeric"
          value={rate}
          onChange={edit(setRate)}
        />
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
        <div className={styles.formButtons}>
          <button type="submit" className={styles.primary} disabled={isLoading}>
            대기열 설정 저장
          </button>
        </div>
      </fieldset>
    </form>
  );
}
