import { useId } from 'react';
import { z } from 'zod';
import {
  accountRolesSchema,
  type AdminAccount,
  type SetupCodeResponse,
} from '@portal/shared-types/auth/admin-accounts.schema';
import { ADMIN_ROLES } from '@portal/shared-types/auth/admin-roles';
import { Field, FormError, useSchemaForm } from '@portal/web-runtime/form';
import { ModalDialog } from '@portal/web-runtime/modal-dialog';
import styles from '../../components/admin-ui.module.css';
import {
  useAdminDisableAccountMutation,
  useAdminEnableAccountMutation,
  useAdminReissueSetupCodeMutation,
  useAdminResetAccountFactorMutation,
  useAdminSetAccountRolesMutation,
} from './accounts-api';
import { RoleField } from './role-choices';
import dialogStyles from './accounts.module.css';
import { AdminForm } from '../../components/admin-form';

export type AccountAction = 'roles' | 'disable' | 'enable' | 'resetFactor' | 'setupCode';

/** Each action's title, what it does in words, and its button. */
const ACTIONS: Record<AccountAction, { title: string; explain: string; confirm: string; done: string }> = {
  roles: {
    title: '역할 변경',
    explain: '고른 역할만 남습니다. 거둔 역할의 화면과 기능은 다음 요청부터 쓸 수 없습니다.',
    confirm: '역할 저장',
    done: '역할을 바꿨습니다.',
  },
  disable: {
    title: '계정 중지',
    explain: '이 계정은 로그인할 수 없고, 열려 있는 로그인 세션은 모두 바로 끝납니다.',
    confirm: '계정 중지',
    done: '계정을 중지했습니다. 열려 있던 세션이 모두 끝났습니다.',
  },
  enable: {
    title: '계정 다시 사용',
    explain: '이 계정이 다시 로그인할 수 있습니다.',
    confirm: '다시 사용',
    done: '계정을 다시 쓸 수 있게 했습니다.',
  },
  resetFactor: {
    title: '2단계 인증 초기화',
    explain:
      '이 계정의 인증 앱 등록과 복구 코드가 지워지고 세션이 모두 끝납니다. 다음 로그인 때 다시 등록합니다.',
    confirm: '2단계 인증 초기화',
    done: '2단계 인증을 초기화했습니다.',
  },
  setupCode: {
    title: '설정 코드 재발급',
    explain: '새 설정 코드로 비밀번호를 새로 정할 수 있습니다. 이전 설정 코드는 더 이상 쓸 수 없습니다.',
    confirm: '설정 코드 재발급',
    done: '설정 코드를 새로 만들었습니다.',
  },
};

/** 역할 변경 checks the roles; the other actions send the reason alone, the roles shown nowhere. */
const reasonOnlySchema = accountRolesSchema.extend({ roles: z.array(z.enum(ADMIN_ROLES)) });

/**
 * The confirmation of one action on one account, a modal dialog: what it does, the roles (for 역할
 * 변경) and the reason, required, checked by the contract's schema in the form kit. A refusal (the last
 * 최고 관리자, a wrong reason) is said inside, with focus on it.
 */
export function AccountActionDialog({
  account,
  action,
  onClose,
  onDone,
}: {
  account: AdminAccount;
  action: AccountAction;
  onClose: () => void;
  onDone: (done: string, code?: SetupCodeResponse) => void;
}) {
  const id = useId();
  const spec = ACTIONS[action];
  const form = useSchemaForm(action === 'roles' ? accountRolesSchema : reasonOnlySchema, {
    roles: account.roles,
    reason: '',
  });
  const [setRolesCall] = useAdminSetAccountRolesMutation();
  const [disable] = useAdminDisableAccountMutation();
  const [enable] = useAdminEnableAccountMutation();
  const [resetFactor] = useAdminResetAccountFactorMutation();
  const [reissue] = useAdminReissueSetupCodeMutation();

  const submit = async ({ roles: chosen, reason }: { roles: AdminAccount['roles']; reason: string }) => {
    const body = { id: account.id, reason };
    if (action === 'roles') await setRolesCall({ ...body, roles: chosen }).unwrap();
    if (action === 'disable') await disable(body).unwrap();
    if (action === 'enable') await enable(body).unwrap();
    if (action === 'resetFactor') await resetFactor(body).unwrap();
    if (action === 'setupCode') return onDone(spec.done, await reissue(body).unwrap());
    onDone(spec.done);
  };

  return (
    <ModalDialog
      onClose={onClose}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-explain`}
      className={dialogStyles.dialog}
    >
      <h3 id={`${id}-title`}>
        {spec.title}: {account.username}
      </h3>
      <p id={`${id}-explain`}>{spec.explain}</p>
      <AdminForm form={form} onSubmit={submit}>
        {action === 'roles' && <RoleField />}
        <Field name="reason" label="사유" required maxLength={200} autoComplete="off" />
        <FormError />
        <div className={styles.formButtons}>
          <button type="submit" className={styles.primary} disabled={form.formState.isSubmitting}>
            {spec.confirm}
          </button>
          <button type="button" onClick={onClose}>
            취소
          </button>
        </div>
      </AdminForm>
    </ModalDialog>
  );
}
