import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { secondFactorCodeSchema, type EnrolStart } from '@portal/shared-types/auth/second-factor.schema';
import { secondFactorMessages } from '@portal/shared-types/auth/second-factor-messages';
import { signInFailureMessage } from '@portal/shared-types/auth/sign-in-failure';
import { messageOf, signInFailureOf, statusOf } from './error-message';
import {
  useShellEnrolConfirmMutation,
  useShellEnrolStartMutation,
  useShellLoginCodeMutation,
} from './login-api';
import { useSchemaForm } from '@portal/web-runtime/form';
import styles from './login-page.module.css';

/** The contract's code, typed here (the ticket is the step's own). */
const codeFormSchema = secondFactorCodeSchema.pick({ code: true });

/** Moves focus to the element once it is shown (a new step's heading or field). */
function useFocusOnShow<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}

/**
 * The code field of both code steps: the error is said beside it and focus goes back to it. A refused
 * ticket (it lasts five minutes) sends the admin back to the password.
 */
function CodeForm({
  submitLabel,
  hint,
  autoFocus,
  onCode,
  onRestart,
}: {
  submitLabel: string;
  hint: string;
  autoFocus: boolean;
  onCode: (code: string) => Promise<void>;
  onRestart: (message: string) => void;
}) {
  const form = useSchemaForm(codeFormSchema, { code: '' });
  // the server's refusal of the last code, not a field's own value
  const [refusal, setRefusal] = useState('');
  const error = form.formState.errors.code?.message ?? refusal;
  const errorRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (autoFocus) form.setFocus('code');
  }, [form, autoFocus]);

  const send = async ({ code }: z.output<typeof codeFormSchema>) => {
    try {
      await onCode(code);
    } catch (failure) {
      const { message, aboutInput } = signInFailureMessage(
        signInFailureOf(failure),
        secondFactorMessages.codeWrong,
        true,
      );
      if (statusOf(failure) === 401 && message === secondFactorMessages.ticketInvalid)
        return onRestart(message);
      setRefusal(message);
      form.setValue('code', '');
      // a wrong code is typed again; a wait, no connection or a server error is read on the message
      if (aboutInput) form.setFocus('code');
      else requestAnimationFrame(() => errorRef.current?.focus());
    }
  };
  const submit = (event: FormEvent) =>
    void form.handleSubmit(send, () => {
      setRefusal('');
      form.setFocus('code');
    })(event);

  return (
    <form onSubmit={submit} className={styles.form}>
      <label htmlFor="login-code">인증 코드</label>
      <p id="login-code-hint" className={styles.hint}>
        {hint}
      </p>
      <input
        id="login-code"
        autoComplete="one-time-code"
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'login-code-hint login-code-error' : 'login-code-hint'}
        {...form.register('code')}
      />
      <p id="login-code-error" ref={errorRef} tabIndex={-1} role="alert" className={styles.error}>
        {error}
      </p>
      <button type="submit" className={styles.submit} disabled={form.formState.isSubmitting}>
        {submitLabel}
      </button>
    </form>
  );
}

/** The second step of an enrolled admin: the app's six digits, or one recovery code. */
export function CodeStep({
  ticket,
  onToken,
  onRestart,
}: {
  ticket: string;
  onToken: (token: string, wrongCodes: number, recoveryCodesLeft?: number) => Promise<void> | void;
  onRestart: (message: string) => void;
}) {
  const [send] = useShellLoginCodeMutation();
  return (
    <>
      <h2 id="login-title" className={styles.title}>
        2단계 인증
      </h2>
      <CodeForm
        submitLabel="확인"
        hint="휴대폰 인증 앱에 표시된 6자리 숫자를 입력해 주세요. 휴대폰을 쓸 수 없으면 복구 코드를 입력해 주세요."
        autoFocus
        onCode={async (code) => {
          const done = await send({ ticket, code }).unwrap();
          await onToken(done.token, done.wrongCodes, done.recoveryCodesLeft);
        }}
        onRestart={onRestart}
      />
    </>
  );
}

/**
 * The first sign-in of an admin without a second factor: a new secret as a QR code for the app and as
 * text to type in, then the app's first code confirms it.
 */
export function EnrolStep({
  ticket,
  onEnrolled,
  onRestart,
}: {
  ticket: string;
  onEnrolled: (token: string, recoveryCodes: string[]) => void;
  onRestart: (message: string) => void;
}) {
  const [start] = useShellEnrolStartMutation();
  const [confirm] = useShellEnrolConfirmMutation();
  const [secret, setSecret] = useState<EnrolStart | null>(null);
  const headingRef = useFocusOnShow<HTMLHeadingElement>();

  useEffect(() => {
    let current = true;
    start({ ticket })
      .unwrap()
      .then((started) => current && setSecret(started))
      .catch(
        (failure: unknown) => current && onRestart(messageOf(failure, secondFactorMessages.ticketInvalid)),
      );
    return () => {
      current = false;
    };
  }, [start, ticket, onRestart]);

  return (
    <>
      <h2 id="login-title" ref={headingRef} tabIndex={-1} className={styles.title}>
        2단계 인증 등록
      </h2>
      <p>
        관리자 계정을 보호하기 위해 2단계 인증을 등록해야 합니다. 등록하기 전에는 관리자 화면을 쓸 수
        없습니다.
      </p>
      <ol className={styles.steps}>
        <li>휴대폰에 인증 앱(Google Authenticator, Microsoft Authenticator 등)을 설치해 주세요.</li>
        <li>앱에서 아래 QR 코드를 스캔해 주세요. 스캔할 수 없으면 설정 키를 직접 입력해 주세요.</li>
        <li>앱에 표시된 6자리 숫자를 입력하고 등록을 눌러 주세요.</li>
      </ol>
      {secret ? (
        <>
          <img
            className={styles.qr}
            src={secret.qrCode}
            alt="인증 앱에 등록할 QR 코드"
            width={240}
            height={240}
          />
          <p>
            설정 키(직접 입력용):{' '}
            <code className={styles.secret} data-testid="totp-secret">
              {secret.secret.match(/.{1,4}/g)?.join(' ')}
            </code>
          </p>
          <CodeForm
            submitLabel="등록"
            hint="인증 앱에 표시된 6자리 숫자를 입력해 주세요."
            autoFocus={false}
            onCode={async (code) => {
              const done = await confirm({ ticket, code }).unwrap();
              onEnrolled(done.token, done.recoveryCodes);
            }}
            onRestart={onRestart}
          />
        </>
      ) : (
        <p role="status">QR 코드를 만드는 중입니다.</p>
      )}
    </>
  );
}

/** The recovery codes, shown this once; the admin goes on when they have kept them. */
export function RecoveryCodesStep({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const headingRef = useFocusOnShow<HTMLHeadingElement>();
  return (
    <>
      <h2 id="login-title" ref={headingRef} tabIndex={-1} className={styles.title}>
        복구 코드
      </h2>
      <p>
        2단계 인증을 등록했습니다. 휴대폰을 잃어버리거나 쓸 수 없을 때 아래 복구 코드로 로그인할 수 있습니다.
        각 코드는 한 번만 쓸 수 있고, 이 화면을 벗어나면 다시 볼 수 없으니 안전한 곳에 보관해 주세요.
      </p>
      <ul className={styles.codes} aria-label="복구 코드 목록">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <button type="button" className={styles.submit} onClick={onDone}>
        보관했습니다. 관리자 화면으로 이동
      </button>
    </>
  );
}

/**
 * Said once at the sign-in after wrong codes were entered for the account since its last sign-in: a
 * stranger may have the password. The admin goes on when they have read it.
 */
export function WrongCodesStep({ count, onDone }: { count: number; onDone: () => void }) {
  const headingRef = useFocusOnShow<HTMLHeadingElement>();
  return (
    <>
      <h2 id="login-title" ref={headingRef} tabIndex={-1} className={styles.title}>
        잘못 입력된 인증 코드
      </h2>
      <p className={styles.notice}>{secondFactorMessages.wrongCodesSinceLastSignIn(count)}</p>
      <button type="button" className={styles.submit} onClick={onDone}>
        확인했습니다. 관리자 화면으로 이동
      </button>
    </>
  );
}

/**
 * After a sign-in with a recovery code: how many codes are left, and the way to new codes and a new
 * phone (the sessions page's 2단계 인증), so that nobody needs a shell to recover.
 */
export function RecoveryUsedStep({
  left,
  wrongCodes,
  onRenew,
  onDone,
}: {
  left: number;
  wrongCodes: number;
  onRenew: () => void;
  onDone: () => void;
}) {
  const headingRef = useFocusOnShow<HTMLHeadingElement>();
  return (
    <>
      <h2 id="login-title" ref={headingRef} tabIndex={-1} className={styles.title}>
        복구 코드로 로그인했습니다
      </h2>
      <p>
        남은 복구 코드는 <strong>{left}개</strong>입니다. 휴대폰을 잃어버렸거나 바꿨다면 새 휴대폰을 등록해
        주세요. 복구 코드가 얼마 남지 않았다면 새 복구 코드를 만들어 주세요.
      </p>
      {wrongCodes > 0 && (
        <p className={styles.notice}>{secondFactorMessages.wrongCodesSinceLastSignIn(wrongCodes)}</p>
      )}
      <button type="button" className={styles.submit} onClick={onRenew}>
        새 휴대폰 등록·새 복구 코드 만들기
      </button>
      <button type="button" className={styles.secondary} onClick={onDone}>
        관리자 화면으로 이동
      </button>
    </>
  );
}
