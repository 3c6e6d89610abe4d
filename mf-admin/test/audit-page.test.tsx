import { auditDouble } from './mocks/audit-api';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AuditPage from '../src/features/audit/audit-page';

test('when a round or a kind is chosen, then the log is read at once with the contract query of the choices', async () => {
  auditDouble.rounds = [
    { id: 2, title: '상반기 모집' },
    { id: 3, title: '하반기 모집' },
  ];
  auditDouble.queries = [];
  render(<AuditPage />);
  expect(auditDouble.queries.at(-1)).toEqual({});

  await userEvent.selectOptions(screen.getByRole('combobox', { name: '회차' }), '하반기 모집');
  expect(auditDouble.queries.at(-1)).toEqual({ roundId: 3 });
  await userEvent.selectOptions(screen.getByRole('combobox', { name: '종류' }), '청약 회차');
  expect(auditDouble.queries.at(-1)).toEqual({ roundId: 3, kind: 'round' });

  await userEvent.selectOptions(screen.getByRole('combobox', { name: '회차' }), '전체');
  expect(auditDouble.queries.at(-1)).toEqual({ kind: 'round' });
  // no submit: the choices are the filter
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});
