import { accountsDouble } from './mocks/accounts-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountMessages, type AdminAccount } from '@portal/shared-types/auth/admin-accounts.schema';
import { adminRoleLabels } from '@portal/shared-types/auth/admin-roles';
import AccountsPage from '../src/features/accounts/accounts-page';
import { renderWithProviders } from './support/render';

const account = (id: number, username: string, roles: AdminAccount['roles']): AdminAccount => ({
  id,
  username,
  roles,
  state: 'active',
  secondFactor: true,
  setupCodeExpiresAt: null,
  lastSignInAt: '2026-05-10T01:00:00.000Z',
  createdAt: '2026-05-01T01:00:00.000Z',
});
const ACCOUNTS = [account(1, 'chief', ['accounts']), account(2, 'editor', ['content'])];

test('when the 최고 관리자 reads the accounts, then the own row offers no 중지 or factor reset, and every other row does', () => {
  accountsDouble.accounts = ACCOUNTS;
  accountsDouble.me = { username: 'chief', roles: ['accounts'] };
  renderWithProviders(<AccountsPage />);
  const table = screen.getByRole('table', { name: '관리자 계정 목록' });
  const [own, other] = within(table).getAllByRole('row').slice(1);
  expect(within(own!).getByRole('button', { name: 'chief 역할 변경' })).toBeInTheDocument();
  expect(within(own!).queryByRole('button', { name: 'chief 중지' })).not.toBeInTheDocument();
  expect(within(own!).queryByRole('button', { name: 'chief 2단계 인증 초기화' })).not.toBeInTheDocument();
  expect(within(other!).getByRole('button', { name: 'editor 중지' })).toBeInTheDocument();
  expect(within(other!).getByRole('button', { name: 'editor 2단계 인증 초기화' })).toBeInTheDocument();
});

test('when the accounts page opens, then its list and history are read from the server again, not kept from a moment ago', () => {
  accountsDouble.accounts = ACCOUNTS;
  accountsDouble.readOptions = [];
  renderWithProviders(<AccountsPage />);
  expect(accountsDouble.readOptions.length).toBeGreaterThanOrEqual(2);
  for (const options of accountsDouble.readOptions)
    expect(options).toMatchObject({ refetchOnMountOrArgChange: true });
});

test('when 계정 만들기 is sent blank, then the contract rule names each wrong field in Korean and the focus goes to the name', async () => {
  accountsDouble.accounts = ACCOUNTS;
  accountsDouble.create.mockReset();
  renderWithProviders(<AccountsPage />);
  await userEvent.click(screen.getByRole('button', { name: '계정 만들기' }));
  const username = screen.getByRole('textbox', { name: '아이디' });
  await waitFor(() => expect(username).toHaveFocus());
  expect(username).toHaveAttribute('aria-invalid', 'true');
  expect(username).toHaveAccessibleDescription(expect.stringContaining(accountMessages.usernameInvalid));
  expect(screen.getByText(accountMessages.rolesRequired)).toBeInTheDocument();
  expect(accountsDouble.create).not.toHaveBeenCalled();
});

test("when 계정 만들기 is refused, then the server's message is announced; the body is the contract's parse", async () => {
  accountsDouble.accounts = ACCOUNTS;
  accountsDouble.create.mockReset();
  accountsDouble.create.mockReturnValue({
    unwrap: () => Promise.reject({ status: 409, data: { message: accountMessages.usernameTaken } }),
  });
  renderWithProviders(<AccountsPage />);
  await userEvent.type(screen.getByRole('textbox', { name: '아이디' }), ' Editor.Two ');
  await userEvent.click(screen.getByRole('checkbox', { name: adminRoleLabels.content }));
  await userEvent.click(screen.getByRole('button', { name: '계정 만들기' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(accountMessages.usernameTaken);
  expect(accountsDouble.create).toHaveBeenCalledWith({ username: 'editor.two', roles: ['content'] });
});

test('when the history is exported with a one-letter reason, then the contract reason rule is said under 내려받는 사유', async () => {
  accountsDouble.accounts = ACCOUNTS;
  renderWithProviders(<AccountsPage />);
  const reason = screen.getByRole('textbox', { name: '내려받는 사유' });
  await userEvent.type(reason, '확');
  await userEvent.click(screen.getByRole('button', { name: '엑셀 내려받기' }));
  await waitFor(() => expect(reason).toHaveFocus());
  expect(reason).toHaveAttribute('aria-invalid', 'true');
  expect(reason).toHaveAccessibleDescription(accountMessages.reasonRequired);
});

test('when 계정 중지 is confirmed without a reason, then the contract rule is said under 사유 in the modal; with one, the account stops', async () => {
  accountsDouble.accounts = ACCOUNTS;
  accountsDouble.disable.mockReset();
  accountsDouble.disable.mockReturnValue({ unwrap: () => Promise.resolve() });
  renderWithProviders(<AccountsPage />);
  await userEvent.click(screen.getByRole('button', { name: 'editor 중지' }));
  const dialog = screen.getByRole('dialog', { name: '계정 중지: editor' });
  expect(dialog.tagName).toBe('DIALOG');
  await userEvent.click(within(dialog).getByRole('button', { name: '계정 중지' }));
  const reason = within(dialog).getByRole('textbox', { name: '사유' });
  await waitFor(() => expect(reason).toHaveFocus());
  expect(reason).toHaveAttribute('aria-invalid', 'true');
  expect(reason).toHaveAccessibleDescription(accountMessages.reasonRequired);
  expect(accountsDouble.disable).not.toHaveBeenCalled();
  await userEvent.type(reason, ' 담당 업무 종료 ');
  await userEvent.click(within(dialog).getByRole('button', { name: '계정 중지' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(accountsDouble.disable).toHaveBeenCalledWith({ id: 2, reason: '담당 업무 종료' });
});

test("when 역할 변경 leaves no role, then the rule is said; a refusal is the server's message, announced inside the modal", async () => {
  accountsDouble.accounts = ACCOUNTS;
  accountsDouble.setRoles.mockReset();
  accountsDouble.setRoles.mockReturnValue({
    unwrap: () => Promise.reject({ status: 409, data: { message: '마지막 최고 관리자입니다.' } }),
  });
  renderWithProviders(<AccountsPage />);
  await userEvent.click(screen.getByRole('button', { name: 'editor 역할 변경' }));
  const dialog = screen.getByRole('dialog', { name: '역할 변경: editor' });
  await userEvent.click(within(dialog).getByRole('checkbox', { name: adminRoleLabels.content }));
  await userEvent.type(within(dialog).getByRole('textbox', { name: '사유' }), '업무 변경');
  await userEvent.click(within(dialog).getByRole('button', { name: '역할 저장' }));
  expect(await within(dialog).findByText(accountMessages.rolesRequired)).toBeInTheDocument();
  expect(accountsDouble.setRoles).not.toHaveBeenCalled();
  await userEvent.click(within(dialog).getByRole('checkbox', { name: adminRoleLabels.review }));
  await userEvent.click(within(dialog).getByRole('button', { name: '역할 저장' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('마지막 최고 관리자입니다.');
  expect(accountsDouble.setRoles).toHaveBeenCalledWith({ id: 2, reason: '업무 변경', roles: ['review'] });
});
