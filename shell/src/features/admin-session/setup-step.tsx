import { useEffect, useRef } from 'react';
import { accountMessages, setupSignInSchema } from '@portal/shared-types/auth/admin-accounts.schema';
import { passwordMessages, passwordProblem, passwordRuleText } from '@portal/shared-types/auth/password-rule';
import { signInFailureMessage } from '@portal/shared-types/auth/sign-in-failure';
import { Field, Form, FormError, useSchemaForm, type FormClasses } from '@portal/web-runtime/form';
import { signInFailureOf } from './error-message';
import { useShellSetupSignInMutation } from './login-api';
import styles from './login-page.module.css';

const classes: FormClasses = { field: styles.field, hint: styles.hint, error: styles.error };

/**
 * The contract's setup call, checked here as the server checks it: every field typed (a name or code
 * of spaces is none), the password rule, and the same password twice.
 */
const setupFormSchema = setupSignInSchema
  .superRefine((input, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (!input.username.trim()) return issue('username', accountMessages.setupRequired);
    if (!input.setupCode.trim()) return issue('setupCode', accountMessages.setupRequired);
    const problem = passwordProblem(input.password, input.username.trim());
    if (problem) return issue('password', problem);
    if (input.password !== input.passwordAgain) issue('passwordAgain', passwordMessages.mismatch);
  })
  .transform((input) => ({ ...input, username: input.username.trim(), setupCode: input.setupCode.trim() }));

/**
 * 처음 로그인(설정 코드): the name, the setup code a 최고 관리자 handed over, and a new password typed
 * twice, checked here by the same rule as the server. The answer's ticket leads to the second factor's
 * enrolment. The code is typed, never in an address.
 */
export function SetupStep({
  onTicket,
  onBack,
}: {
  onTicket: (next: { step: 'code' | 'enrol'; ticket: string }) => void;
  onBack: () => void;
}) {
  const [setup, { isLoading }] = useShellSetupSignInMutation();
  const form = useSchemaForm(setupFormSchema, {
    username: '',
    setupCode: '',
    password: '',
    passwordAgain: '',
  });
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => titleRef.current?.focus(), []);

  return (
    <>
      <h2 id="login-title" ref={titleRef} tabIndex={-1} className={styles.title}>
        처음 로그인(설정 코드)
      </h2>
      <p className={styles.hint}>
        최고 관리자에게 받은 설정 코드로 비밀번호를 정한 뒤, 휴대폰 인증 앱을 등록합니다.
      </p>
      <Form
        form={form}
        className={styles.form}
        classes={classes}
        describeFailure={(failure) =>
          signInFailureMessage(signInFailureOf(failure), accountMessages.setupFailed).message
        }
        onSubmit={async (input) => onTicket(await setup(input).unwrap())}
      >
        <Field name="username" label="아이디" autoComplete="username" required />
        <Field
          name="setupCode"
          label="설정 코드"
          autoComplete="one-time-code"
          autoCapitalize="characters"
          required
        />
        <Field
          name="password"
          label="새 비밀번호"
          type="password"
          autoComplete="new-password"
          required
          hint={passwordRuleText}
        />
        <Field
          name="passwordAgain"
          label="새 비밀번호 확인"
          type="password"
          autoComplete="new-password"
          required
        />
        <FormError />
        <button type="submit" className={styles.submit} disabled={isLoading}>
          비밀번호 정하기
        </button>
        <button type="button" className={styles.secondary} onClick={onBack}>
          로그인으로 돌아가기
        </button>
      </Form>
    </>
  );
}
