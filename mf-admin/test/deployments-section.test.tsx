import { render, screen, within } from '@testing-library/react';
import { DeploymentsSection } from '../src/app/dashboard/deployments-section';

const reply = (body: unknown, status = 200) =>
  jest.fn(async () => ({ ok: status < 300, status, json: async () => body })) as unknown as typeof fetch;

test('when the dashboard opens, then each remote shows its live version and deploy time', async () => {
  const fetchImpl = reply({
    mf_info: {
      entry: '/remotes/mf-info/0.1.0-1a2b3c4d/mf-manifest.json',
      version: '0.1.0-1a2b3c4d',
      deployedAt: '2026-03-02T01:30:00.000Z',
    },
    mf_apply: { entry: '/remotes/mf-apply/mf-manifest.json', version: 'none', deployedAt: null },
    mf_board: {
      entry: '/remotes/mf-board/0.2.0-5e6f7a8b/mf-manifest.json',
      version: '0.2.0-5e6f7a8b',
      deployedAt: '2026-03-02T06:05:00.000Z',
    },
    mf_admin: {
      entry: 'https://cdn.example.org/mf-admin/mf-manifest.json',
      version: 'external',
      deployedAt: null,
    },
  });
  render(<DeploymentsSection fetchImpl={fetchImpl} />);
  const table = await screen.findByRole('table', { name: '원격 모듈별 배포 버전' });
  expect(screen.getByRole('heading', { name: '배포 버전' })).toBeInTheDocument();
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(['모듈', '버전', '배포 시각']);
  const row = (name: string) => within(table).getByRole('rowheader', { name }).closest('tr')!;
  expect(row('mf-info')).toHaveTextContent('0.1.0-1a2b3c4d2026-03-02 오전 10:30');
  expect(row('mf-board')).toHaveTextContent('0.2.0-5e6f7a8b2026-03-02 오후 3:05');
  expect(row('mf-apply')).toHaveTextContent('배포 전-');
  expect(row('mf-admin')).toHaveTextContent('외부 주소-');
  expect(fetchImpl).toHaveBeenCalledWith('/mf-remotes.json', { cache: 'no-cache' });
});

test.each([
  ['malformed', reply({ mf_info: '/remotes/mf-info/mf-manifest.json' })],
  ['an error', reply({ message: '오류' }, 503)],
])('when /mf-remotes.json is %s, then the section says it could not load', async (_, fetchImpl) => {
  render(<DeploymentsSection fetchImpl={fetchImpl} />);
  expect(await screen.findByRole('alert')).toHaveTextContent('배포 정보를 불러오지 못했습니다.');
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});
