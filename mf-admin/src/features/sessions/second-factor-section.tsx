import { useEffect, useId, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Field, FormError, useSchemaForm } from '@portal/web-runtime/form';
import {
  reauthSchema,
  reenrolConfirmSchema,
  type Reauth,
  type ReenrolStart,
} from '@portal/shared-types/auth/second-factor.schema';
import styles from '../../components/admin-ui.module.css';
import { RadioChoices } from '../../components/radio-choices';
import {
  useAdminGetSecondFactorQuery,
  useAdminNewRecoveryCodesMutation,
  useAdminReenrolConfirmMutation,
  useAdminReenrolStartMutation,
} from './sessions-api';
import { AdminForm } from '../../components/admin-form';

type Task =
  | { name: 'none' }
  | { name: 'proof'; goal: 'codes' | 'phone' }
  | { name: 'phone'; started: ReenrolStart }
  | { name: 'codes'; codes: string[]; done: string };

/**
 * 2단계 인증 on the sessions page: the recovery codes left, new codes, and a new phone (which ends the
 * old one). Both ask for the current password or an app code first, and the server records each; an
 * admin who signed in with a recovery code recovers here, without an operator's shell.
 */
export function SecondFactorSection() {
  const id = useId();
  const { currentData: status, refetch } = useAdminGetSecondFactorQuery();
  const [task, setTask] = useState<Task>({ name: 'none' });
  const finish = () => {
    setTask({ name: 'none' });
    void refetch();
  };
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>2단계 인증</h3>
      <p>
        남은 복구 코드: <strong>{status ? `${status.recoveryCodesLeft}개` : '확인 중'}</strong>
        {status && status.recoveryCodesLeft <= 3 && ' (얼마 남지 않았습니다. 새 복구 코드를 만들어 주세요.)'}
      </p>
      {task.name === 'none' && (
        <div className={styles.actions}>
          <button type="button" onClick={() => setTask({ name: 'proof', goal: 'codes' })}>
            새 복구 코드 만들기
          </button>
          <button type="button" onClick={() => setTask({ name: 'proof', goal: 'phone' })}>
            새 휴대폰 등록
          </button>
        </div>
      )}
      {task.name === 'proof' && (
        <ProofForm
          goal={task.goal}
          onCodes={(codes) =>
            setTask({
              name: 'codes',
              codes,
              done: '새 복구 코드를 만들었습니다. 이전 복구 코드는 더 이상 쓸 수 없습니다.',
            })
          }
          onPhone={(started) => setTask({ name: 'phone', started })}
          onCancel={finish}
        />
      )}
      {task.name === 'phone' && (
        <NewPhoneForm
          started={task.started}
          onDone={(codes) =>
            setTask({
              name: 'codes',
              codes,
              done: '새 휴대폰을 등록했습니다. 이전 휴대폰의 인증 앱과 이전 복구 코드는 더 이상 쓸 수 없고, 이 세션 말고 다른 로그인 세션은 모두 끝났습니다.',
            })
          }
          onCancel={finish}
        />
      )}
      {task.name === 'codes' && <NewCodes codes={task.codes} done={task.done} onDone={finish} />}
    </section>
  );
}

/** Moves focus to the element once it is shown (a new step's heading or field). */
function useFocusOnShow<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}

/**
 * The proof's fields: the method, and the password or the app code (each kept under the contract's
 * own name, so its message lands beside the one shown), read as the contract's reauth.
 */
const proofFormSchema = z
  .object({ method: z.enum(['password', 'code']), password: z.string(), code: z.string() })
  .transform(({ method, password, code }): Reauth =>
    method === 'password' ? { method, password } : { method, code },
  )
  .pipe(reauthSchema);

const METHOD_CHOICES = [
  { value: 'password', label: '비밀번호로 확인' },
  { value: 'code', label: '인증 앱 코드로 확인' },
] as const;

/** The current password or an app code, before new codes or a new phone. */
function ProofForm({
  goal,
  onCodes,
  onPhone,
  onCancel,
}: {
  goal: 'codes' | 'phone';
  onCodes: (codes: string[]) => void;
  onPhone: (started: ReenrolStart) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const form = useSchemaForm(proofFormSchema, { method: 'password', password: '', code: '' });
  const method = useWatch({ control: form.control, name: 'method' });
  const [newCodes, codesCall] = useAdminNewRecoveryCodesMutation();
  const [startPhone, phoneCall] = useAdminReenrolStartMutation();
  const busy = codesCall.isLoading || phoneCall.isLoading;
  // the form opens where the admin asked for it: the keyboard is at the proof
  useEffect(() => form.setFocus('password'), [form]);

  const submit = async (proof: Reauth) => {
    try {
      if (goal === 'codes') onCodes((await newCodes(proof).unwrap()).recoveryCodes);
      else onPhone(await startPhone(proof).unwrap());
    } catch (failure) {
      // a refused proof is not kept for another try
      form.setValue(proof.method, '');
      throw failure;
    }
  };

  return (
    <AdminForm form={form} onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`}>본인 확인 ({goal === 'codes' ? '새 복구 코드 만들기' : '새 휴대폰 등록'})</h4>
      <p>
        {goal === 'codes'
          ? '새 복구 코드를 만들면 지금 가진 복구 코드는 모두 더 이상 쓸 수 없습니다.'
          : '새 휴대폰의 첫 코드로 등록을 마치면 이전 휴대폰의 인증 앱과 지금 가진 복구 코드는 더 이상 쓸 수 없고, 이 세션 말고 다른 로그인 세션은 모두 끝납니다.'}{' '}
        본인 확인을 위해 현재 비밀번호나 인증 앱의 코드를 입력해 주세요.
      </p>
      <RadioChoices name="method" legend="확인 방법" choices={METHOD_CHOICES} />
      {method === 'password' ? (
        <Field
          key="password"
          name="password"
          label="현재 비밀번호"
          type="password"
          autoComplete="current-password"
        />
      ) : (
        <Field
          key="code"
          name="code"
          label="인증 앱의 6자리 코드"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
        />
      )}
      <FormError />
      <div className={styles.formButtons}>
        <button type="submit" className={styles.primary} disabled={busy}>
          {goal === 'codes' ? '새 복구 코드 만들기' : '다음'}
        </button>
        <button type="button" onClick={onCancel}>
          취소
        </button>
      </div>
    </AdminForm>
  );
}

/** The new phone's first code, as the contract's confirmation takes it (the enrolment comes along). */
const newPhoneFormSchema = z.object({ code: reenrolConfirmSchema.shape.code });

/** The new phone's secret as a QR code and as text, then its app's first code confirms it. */
function NewPhoneForm({
  started,
  onDone,
  onCancel,
}: {
  started: ReenrolStart;
  onDone: (codes: string[]) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const form = useSchemaForm(newPhoneFormSchema, { code: '' });
  const [confirm, { isLoading }] = useAdminReenrolConfirmMutation();
  const headingRef = useFocusOnShow<HTMLHeadingElement>();

  const submit = async ({ code }: z.output<typeof newPhoneFormSchema>) => {
    try {
      onDone((await confirm({ enrolment: started.enrolment, code }).unwrap()).recoveryCodes);
    } catch (failure) {
      // a refused code is not kept for another try
      form.setValue('code', '');
      throw failure;
    }
  };

  return (
    <AdminForm form={form} onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`} ref={headingRef} tabIndex={-1}>
        새 휴대폰 등록
      </h4>
      <ol>
        <li>새 휴대폰에 인증 앱(Google Authenticator, Microsoft Authenticator 등)을 설치해 주세요.</li>
        <li>앱에서 아래 QR 코드를 스캔해 주세요. 스캔할 수 없으면 설정 키를 직접 입력해 주세요.</li>
        <li>앱에 표시된 6자리 숫자를 입력하고 등록을 눌러 주세요. 10분 안에 마쳐 주세요.</li>
      </ol>
      <img src={started.qrCode} alt="새 휴대폰의 인증 앱에 등록할 QR 코드" width={240} height={240} />
      <p>
        설정 키(직접 입력용):{' '}
        <code data-testid="new-totp-secret">{started.secret.match(/.{1,4}/g)?.join(' ')}</code>
      </p>
      <Field
        name="code"
        label="새 휴대폰의 인증 코드"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
      />
      <FormError />
      <div className={styles.formButtons}>
        <button type="submit" className={styles.primary} disabled={isLoading}>
          등록
        </button>
        <button type="button" onClick={onCancel}>
          취소
        </button>
      </div>
    </AdminForm>
  );
}

/** New recovery codes, shown this once, with the warning to keep them. */
function NewCodes({ codes, done, onDone }: { codes: string[]; done: string; onDone: () => void }) {
  const id = useId();
  const headingRef = useFocusOnShow<HTMLHeadingElement>();
  return (
    <div aria-labelledby={`${id}-title`} role="group">
      <h4 id={`${id}-title`} ref={headingRef} tabIndex={-1}>
        새 복구 코드
      </h4>
      <p role="status">{done}</p>
      <p>
        <strong>
          이 화면을 벗어나면 다시 볼 수 없습니다. 각 코드는 한 번만 쓸 수 있으니 인쇄하거나 안전한 곳에 적어
          보관해 주세요.
        </strong>
      </p>
      <ul aria-label="새 복구 코드 목록">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={onDone}>
          보관했습니다
        </button>
      </div>
    </div>
  );
}
