import { useEffect, useId, useRef, useState } from 'react';
import type { AdminAccount, SetupCodeResponse } from '@portal/shared-types/auth/admin-accounts.schema';
import { passwordRuleText } from '@portal/shared-types/auth/password-rule';
import { formatAdminDateTime } from '@portal/shared-types/common/dates';
import { messages } from '@portal/shared-types/common/messages';
import { useAdminMeQuery } from '@portal/web-runtime/read-api';
import styles from '../../components/admin-ui.module.css';
import { DataTable } from '../../components/data-table/data-table';
import { AccountActionDialog, type AccountAction } from './account-action-dialog';
import { AccountHistory } from './account-history';
import { accountStateLabels, rolesInWords } from './account-labels';
import { READ_FRESH, useAdminGetAccountHistoryQuery, useAdminGetAccountsQuery } from './accounts-api';
import accountStyles from './accounts.module.css';
import { CreateAccountForm } from './create-account-form';
import { SetupCodeNotice } from './setup-code-notice';

/**
 * /admin/accounts (최고 관리자): the admin accounts with their roles, state, second factor and last
 * sign-in; a new account gets a setup code shown once; each account's roles, stop, restart, factor reset
 * and a new setup code are confirmed with a reason; below, the history of every change.
 */
export default function AccountsPage() {
  const id = useId();
  const { currentData: accounts, isError, refetch } = useAdminGetAccountsQuery(undefined, READ_FRESH);
  const { refetch: refetchHistory } = useAdminGetAccountHistoryQuery(undefined, READ_FRESH);
  // the own account is not stopped or reset here (the server refuses it too): another 최고 관리자 does it
  const { data: me } = useAdminMeQuery();
  const isOwn = (account: AdminAccount) => account.username === me?.username;
  const [open, setOpen] = useState<{ account: AdminAccount; action: AccountAction } | null>(null);
  const [code, setCode] = useState<SetupCodeResponse | null>(null);
  const [status, setStatus] = useState('');
  const statusRef = useRef<HTMLParagraphElement>(null);
  const changed = () => {
    void refetch();
    void refetchHistory();
  };
  // The result is read where focus lands, once the dialog has closed and given focus back to its button:
  // in an effect after the commit that removed it. A timer could run before that commit, while the page
  // behind the modal is still inert and takes no focus, and the dialog then took focus back.
  const focusStatus = useRef(false);
  const done = (text: string, next?: SetupCodeResponse) => {
    setOpen(null);
    changed();
    if (next) return setCode(next);
    setStatus(text);
    focusStatus.current = true;
  };
  useEffect(() => {
    if (open || !focusStatus.current) return;
    focusStatus.current = false;
    statusRef.current?.focus();
  }, [open, status]);
  const button = (account: AdminAccount, action: AccountAction, label: string) => (
    <button
      type="button"
      aria-label={`${account.username} ${label}`}
      onClick={() => {
        setStatus('');
        setOpen({ account, action });
      }}
    >
      {label}
    </button>
  );

  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>관리자 계정</h2>
      <p>
        계정마다 맡은 일에 필요한 역할만 주세요. 새 계정은 설정 코드로 처음 로그인해 직접 비밀번호를 정하므로,
        그 비밀번호는 본인 말고는 아무도 모릅니다. 비밀번호 규칙: {passwordRuleText}
      </p>
      {code ? (
        <SetupCodeNotice code={code} onDone={() => setCode(null)} />
      ) : (
        <CreateAccountForm
          onCreated={(next) => {
            changed();
            setCode(next);
          }}
        />
      )}
      <p ref={statusRef} tabIndex={-1} role="status">
        {status}
      </p>
      {isError && <p role="alert">{messages.serverError}</p>}
      <DataTable
        caption="관리자 계정 목록"
        captionHidden
        columns={[
          {
            header: '아이디',
            cell: (account) => account.username,
            sortValue: (account) => account.username,
            rowHeader: true,
          },
          { header: '역할', cell: (account) => rolesInWords(account.roles) },
          {
            header: '상태',
            cell: (account) => (
              <>
                {accountStateLabels[account.state]}
                {account.setupCodeExpiresAt && (
                  <div className={styles.muted}>
                    설정 코드 {formatAdminDateTime(account.setupCodeExpiresAt)}까지
                  </div>
                )}
              </>
            ),
          },
          { header: '2단계 인증', cell: (account) => (account.secondFactor ? '등록됨' : '미등록') },
          {
            header: '마지막 로그인',
            cell: (account) => (account.lastSignInAt ? formatAdminDateTime(account.lastSignInAt) : '없음'),
          },
          {
            header: '작업',
            cell: (account) => (
              <div className={accountStyles.rowActions}>
                {button(account, 'roles', '역할 변경')}
                {account.state === 'disabled'
                  ? button(account, 'enable', '다시 사용')
                  : !isOwn(account) && button(account, 'disable', '중지')}
                {account.secondFactor &&
                  !isOwn(account) &&
                  button(account, 'resetFactor', '2단계 인증 초기화')}
                {button(account, 'setupCode', '설정 코드 재발급')}
              </div>
            ),
          },
        ]}
        rows={accounts ?? []}
        rowKey={(account) => account.id}
        empty={isError ? '관리자 계정을 불러오지 못했습니다.' : '관리자 계정을 불러오는 중입니다.'}
        emptyRole={isError ? 'alert' : 'status'}
      />
      {open && (
        <AccountActionDialog
          account={open.account}
          action={open.action}
          onClose={() => setOpen(null)}
          onDone={done}
        />
      )}
      <AccountHistory />
    </section>
  );
}
