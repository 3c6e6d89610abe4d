import { afterDrawApiDouble as double } from './mocks/after-draw-api';
import { render, screen, within } from '@testing-library/react';
import type { Vacancies } from '@portal/shared-types/after-draw/after-draw.schema';
import { ReservePanel } from '../src/features/review/reserve-panel';

const next = { applicantId: 9, receiptNumber: 'R-9', name: '박예비', reserveNumber: 1 };
const place = (id: number, waiting: string | null): Vacancies['open'][number] => ({
  vacancyApplicantId: id,
  receiptNumber: `R-${id}`,
  supplyType: 'GENERAL-15',
  reason: 'ineligible',
  reasonLabel: '당첨자 부적격',
  waiting,
  nextReserve: next,
});

test('when a 부적격 place waits for its 소명, then the panel says why and offers no call; an open one offers it', () => {
  double.vacancies = {
    roundId: 1,
    open: [place(3, '소명 기간 중 (2026-05-11 오후 11:59 까지)'), place(4, null)],
    calls: [],
  };
  render(<ReservePanel roundId={1} />);
  const [waiting, open] = screen.getAllByRole('row').slice(1);
  expect(waiting).toHaveTextContent('당첨자 부적격 · 소명 기간 중 (2026-05-11 오후 11:59 까지)');
  expect(waiting).toHaveTextContent('소명 결과 대기');
  expect(within(waiting!).queryByRole('button')).not.toBeInTheDocument();
  expect(within(open!).getByRole('button', { name: '예비 1 박예비 (R-9) 호출' })).toBeInTheDocument();
});
