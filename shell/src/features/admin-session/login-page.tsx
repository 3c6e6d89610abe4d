import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { z } from 'zod';
import { useLocation, useNavigate } from 'react-router-dom';
import { messages } from '@portal/shared-types/common/messages';
import { paths } from '@portal/shared-types/site/routes';
import { readLoginRedirectState } from '@portal/shared-types/auth/return-path';
import { loginSchema } from '@portal/shared-types/auth/auth.schema';
import { signInFailureMessage } from '@portal/shared-types/auth/sign-in-failure';
import { useSchemaForm } from '@portal/web-runtime/form';
import { signInFailureOf } from './error-message';
import { useAppDispatch } from '@portal/web-runtime/store';
import { storeAdminToken } from './admin-token-store';
import { useShellLoginMutation } from './login-api';
import {
  CodeStep,
  EnrolStep,
  RecoveryCodesStep,
  RecoveryUsedStep,
  WrongCodesStep,
} from './second-factor-steps';
import { SetupStep } from './setup-step';
import styles from './login-page.module.css';

type Step =
  | { name: 'password'; error?: string }
  | { name: 'setup' }
  | { name: 'code' | 'enrol'; ticket: string }
  | { name: 'recoveryCodes'; token: string; codes: string[] }
  | { name: 'wrongCodes'; token: string; count: number }
  | { name: 'recoveryUsed'; token: string; wrongCodes: number; left: number };

/**
 * The admin sign-in: the password (both fields required), then the second factor: the code of the
 * authenticator app, or, at an admin's first sign-in, the app's enrolment and the recovery codes.
 * Wrong codes entered since the last sign-in are said before the admin area opens. The token is kept
 * under adminToken only when every step is done.
 */
export default function LoginPage() {
  const [step, setStep] = useState<Step>({ name: 'password' });
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  // an ended session comes here with why, and the admin page to return to
  const redirect = readLoginRedirectState(useLocation().state);
  const signedIn = async (token: string, to = redirect.from ?? paths.admin()) => {
    storeAdminToken(dispatch, token);
    await navigate(to);
  };
  // a ticket that ran out (or a refused step) starts again from the password, saying why
  const restart = useCallback((error: string) => setStep({ name: 'password', error }), []);

  return (
    <section aria-labelledby="login-title" className={styles.panel}>
      {step.name === 'password' && (
        <PasswordStep
          notice={redirect.message}
          error={step.error}
          onTicket={(next) => setStep({ name: next.step, ticket: next.ticket })}
          onSetup={() => setStep({ name: 'setup' })}
        />
      )}
      {step.name === 'setup' && (
        <SetupStep
          onTicket={(next) => setStep({ name: next.step, ticket: next.ticket })}
          onBack={() => setStep({ name: 'password' })}
        />
      )}
      {step.name === 'code' && (
        <CodeStep
          ticket={step.ticket}
          onToken={(token, wrongCodes, recoveryCodesLeft) => {
            // a recovery code: the admin sees how many are left and where new codes and a new phone are
            if (recoveryCodesLeft !== undefined)
              return setStep({ name: 'recoveryUsed', token, wrongCodes, left: recoveryCodesLeft });
            if (wrongCodes > 0) return setStep({ name: 'wrongCodes', token, count: wrongCodes });
            return signedIn(token);
          }}
          onRestart={restart}
        />
      )}
      {step.name === 'enrol' && (
        <EnrolStep
          ticket={step.ticket}
          onEnrolled={(token, codes) => setStep({ name: 'recoveryCodes', token, codes })}
          onRestart={restart}
        />
      )}
      {step.name === 'wrongCodes' && (
        <WrongCodesStep count={step.count} onDone={() => void signedIn(step.token)} />
      )}
      {step.name === 'recoveryUsed' && (
        <RecoveryUsedStep
          left={step.left}
          wrongCodes={step.wrongCodes}
          onRenew={() => void signedIn(step.token, paths.adminSessions())}
          onDone={() => void signedIn(step.token)}
        />
      )}
      {step.name === 'recoveryCodes' && (
        <RecoveryCodesStep codes={step.codes} onDone={() => void signedIn(step.token)} />
      )}
    </section>
  );
}

/** The contract's sign-in body; a name of spaces is none, and the name is sent trimmed. */
const loginFormSchema = loginSchema.extend({ username: z.string().trim().pipe(loginSchema.shape.username) });

function PasswordStep({
  notice,
  error: initialError,
  onTicket,
  onSetup,
}: {
  notice: string | null;
  error?: string | undefined;
  onTicket: (next: { step: 'code' | 'enrol'; ticket: string }) => void;
  onSetup: () => void;
}) {
  const [login, { isLoading }] = useShellLoginMutation();
  const form = useSchemaForm(loginFormSchema, { username: '', password: '' });
  // the server's refusal (or the reason a later step sent the admin back), not a field's own value
  const [refusal, setRefusal] = useState(initialError ?? '');
  const { errors } = form.formState;
  const passwordError = errors.password?.message ?? refusal;
  const error = errors.username?.message ?? passwordError;
  const errorRef = useRef<HTMLParagraphElement>(null);
  // back from a later step with its reason: the reason is shown and the form starts again
  useEffect(() => {
    if (initialError) form.setFocus('username');
  }, [form, initialError]);

  const send = async (input: z.output<typeof loginFormSchema>) => {
    try {
      const next = await login(input).unwrap();
      if (!next.ticket) throw new Error('no ticket in the answer');
      onTicket(next);
    } catch (failure) {
      // said beside the form (read out at once); a wrong password is typed again, while too many
      // attempts, no connection or a server error are read where focus lands: on the message
      const { message, aboutInput } = signInFailureMessage(signInFailureOf(failure), messages.loginFailed);
      setRefusal(message);
      form.setValue('password', '');
      if (aboutInput) form.setFocus('password');
      else requestAnimationFrame(() => errorRef.current?.focus());
    }
  };
  // the browser's required check says which field is empty; the schema the rest, on the name's field
  const submit = (event: FormEvent) =>
    void form.handleSubmit(send, (wrong) => form.setFocus(wrong.username ? 'username' : 'password'))(event);

  return (
    <>
      <h2 id="login-title" className={styles.title}>
        관리자 계정으로 로그인
      </h2>
      {notice && (
        <p role="alert" className={styles.notice}>
          {notice}
        </p>
      )}
      <form onSubmit={submit} className={styles.form}>
        <label htmlFor="login-username">아이디</label>
        <input
          id="login-username"
          autoComplete="username"
          required
          aria-invalid={errors.username ? true : undefined}
          aria-describedby={errors.username ? 'login-error' : undefined}
          {...form.register('username')}
        />
        <label htmlFor="login-password">비밀번호</label>
        <input
          id="login-password"
          type="password"
          autoComplete="current-password"
          required
          aria-invalid={passwordError ? true : undefined}
          aria-describedby={passwordError ? 'login-error' : undefined}
          {...form.register('password')}
        />
        <p id="login-error" ref={errorRef} tabIndex={-1} role="alert" className={styles.error}>
          {error}
        </p>
        <button type="submit" className={styles.submit} disabled={isLoading}>
          로그인
        </button>
        <button type="button" className={styles.secondary} onClick={onSetup}>
          처음 로그인(설정 코드)
        </button>
      </form>
    </>
  );
}
