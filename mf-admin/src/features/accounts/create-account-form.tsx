import { useId } from 'react';
import { createAccountSchema, type SetupCodeResponse } from '@portal/shared-types/auth/admin-accounts.schema';
import { Field, FormError, useSchemaForm } from '@portal/web-runtime/form';
import styles from '../../components/admin-ui.module.css';
import { useAdminCreateAccountMutation } from './accounts-api';
import { RoleField } from './role-choices';
import { AdminForm } from '../../components/admin-form';

/** 계정 만들기: a name and its roles; the answer is the setup code, shown once by the caller. */
export function CreateAccountForm({ onCreated }: { onCreated: (code: SetupCodeResponse) => void }) {
  const id = useId();
  const [create, { isLoading }] = useAdminCreateAccountMutation();
  const form = useSchemaForm(createAccountSchema, { username: '', roles: [] });
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>계정 만들기</h3>
      <AdminForm
        form={form}
        afterSuccess="clear"
        onSubmit={async (account) => onCreated(await create(account).unwrap())}
      >
        <Field
          name="username"
          label="아이디"
          autoComplete="off"
          required
          hint="영문 소문자, 숫자, 점(.), 밑줄(_), 하이픈(-)으로 3~30자. 한 사람에 한 계정입니다."
        />
        <RoleField />
        <FormError />
        <div className={styles.formButtons}>
          <button type="submit" className={styles.primary} disabled={isLoading}>
            계정 만들기
          </button>
        </div>
      </AdminForm>
    </section>
  );
}
