import { auditDouble } from './mocks/audit-api';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accessMessages, type AccessFindings } from '@portal/shared-types/audit/audit.schema';
import AccessLogPage, { MonthlyReview } from '../src/features/audit/access-log-page';

const findings: AccessFindings = {
  month: '2026-04',
  reads: 5,
  withoutReason: 1,
  findings: [
    {
      id: 12,
      at: '2026-04-03T01:00:00.000Z',
      actor: 'operator',
      kind: 'accessDocument',
      action: 'download',
      roundId: 2,
      target: 'R-2026-0001',
      before: null,
      after: { reason: null },
      prevHash: null,
      hash: null,
    },
  ],
};

test('when a month is reviewed, then its reads without a reason are listed as findings, each with who, when, what and whose', () => {
  auditDouble.findings = findings;
  render(<MonthlyReview />);
  expect(screen.getByText(/열람·다운로드 5건 중 사유 없는 기록 1건/)).toBeInTheDocument();
  const list = screen.getByRole('list', { name: /사유 없는 열람/ });
  const [item] = within(list).getAllByRole('listitem');
  expect(item).toHaveTextContent('operator');
  expect(item).toHaveTextContent('서류 열람');
  expect(item).toHaveTextContent('R-2026-0001');
});

/** The last query of the list (the monthly review reads its own marks beside it). */
const listQuery = () => auditDouble.queries.filter((query) => query.kind !== 'accessReview').at(-1);

test('when the 접속기록 filter is sent, then the list is read with the contract query of what was typed', async () => {
  render(<AccessLogPage />);
  const filter = screen.getByRole('form', { name: '접속기록 검색' });
  await userEvent.type(within(filter).getByRole('textbox', { name: '관리자' }), ' admin2 ');
  fireEvent.change(within(filter).getByLabelText('시작일'), { target: { value: '2026-04-01' } });
  await userEvent.selectOptions(within(filter).getByRole('combobox', { name: '종류' }), 'accessDocument');
  await userEvent.click(within(filter).getByRole('button', { name: '조회' }));
  expect(listQuery()).toEqual({ kind: 'accessDocument', actor: 'admin2', from: '2026-04-01' });

  await userEvent.clear(within(filter).getByRole('textbox', { name: '관리자' }));
  await userEvent.selectOptions(within(filter).getByRole('combobox', { name: '종류' }), '');
  fireEvent.change(within(filter).getByLabelText('시작일'), { target: { value: '' } });
  await userEvent.click(within(filter).getByRole('button', { name: '조회' }));
  expect(listQuery()).toEqual({ scope: 'access' });
});

test('when no month is given, then the month is named wrong with the focus and nothing is marked; a month is marked', async () => {
  auditDouble.findings = findings;
  auditDouble.review.mockClear();
  render(<MonthlyReview />);
  const month = screen.getByLabelText('점검한 달');
  fireEvent.change(month, { target: { value: '' } });
  await userEvent.click(screen.getByRole('button', { name: '점검 완료 표시' }));
  await waitFor(() => expect(month).toHaveFocus());
  expect(month).toHaveAccessibleDescription(accessMessages.reviewMonth);
  expect(auditDouble.review).not.toHaveBeenCalled();

  fireEvent.change(month, { target: { value: '2026-04' } });
  await userEvent.click(screen.getByRole('button', { name: '점검 완료 표시' }));
  expect(auditDouble.review).toHaveBeenCalledWith({ month: '2026-04' });
  expect(await screen.findByText('2026-04 점검 완료로 표시했습니다.')).toHaveAttribute('role', 'status');
});
