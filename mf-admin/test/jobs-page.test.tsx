import { jobsDouble } from './mocks/jobs-api';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { JobView } from '@portal/shared-types/jobs/jobs';
import JobsPage from '../src/features/jobs/jobs-page';
import { renderWithProviders } from './support/render';

const JOBS: JobView[] = [
  {
    name: 'lapses',
    title: '서류 기한 경과 기록',
    schedule: '매분',
    lastRun: {
      state: 'retry',
      startedAt: '2026-05-10T01:00:00.000Z',
      endedAt: null,
      retries: 0,
      retryLimit: 2,
      nextTryAt: '2026-05-10T01:01:00.000Z',
    },
    lastError: { at: '2026-05-10T01:00:00.000Z', message: '업체 응답 없음: ***' },
  },
  {
    name: 'retention',
    title: '보유 기간이 지난 개인정보 파기',
    schedule: '매시 30분',
    lastRun: null,
    lastError: null,
  },
];

test('when the jobs page opens, then each job shows its schedule, last run, state in words, tries and last error', async () => {
  jobsDouble.jobs = JOBS;
  renderWithProviders(<JobsPage />);
  const table = screen.getByRole('table', { name: '예약 작업 목록' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(['작업', '일정', '마지막 실행', '상태', '재시도', '마지막 오류']);
  const [lapses, retention] = within(table).getAllByRole('row').slice(1);
  expect(within(lapses!).getByRole('rowheader')).toHaveTextContent('서류 기한 경과 기록');
  expect(lapses).toHaveTextContent('2026-05-10 오전 10:00');
  expect(lapses).toHaveTextContent('재시도 예정 (2026-05-10 오전 10:01)');
  expect(lapses).toHaveTextContent('0 / 2회');
  expect(lapses).toHaveTextContent('업체 응답 없음: ***');
  expect(retention).toHaveTextContent('아직 없음');
  expect(retention).toHaveTextContent('없음');
  // on a phone each row is a card whose values carry their column's name
  expect(within(lapses!).getAllByRole('cell')[0]).toHaveAttribute('data-label', '일정');
  await userEvent.click(screen.getByRole('button', { name: '새로 고침' }));
  expect(jobsDouble.refetch).toHaveBeenCalled();
});
