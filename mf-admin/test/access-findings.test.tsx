import { auditDouble } from './mocks/audit-api';
import { render, screen, within } from '@testing-library/react';
import type { AccessFindings } from '@portal/shared-types/audit/audit.schema';
import { MonthlyReview } from '../src/features/audit/access-log-page';

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
