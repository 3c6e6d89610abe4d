import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { MAINTENANCE_TEXT } from '@portal/shared-types/site/maintenance';
import { MaintenanceGate } from '../src/features/maintenance/maintenance-gate';

function renderAt(path: string, enabled?: boolean) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <MaintenanceGate enabled={enabled}>
        <p>페이지 본문</p>
      </MaintenanceGate>
    </MemoryRouter>,
  );
}

describe('the maintenance screen', () => {
  test('when the switch is forced on, then / shows the title, the retry text and the hours instead of the page', () => {
    renderAt('/', true);
    expect(screen.getByRole('heading', { name: MAINTENANCE_TEXT.title })).toBeInTheDocument();
    expect(screen.getByText(MAINTENANCE_TEXT.message)).toBeInTheDocument();
    expect(screen.getByText('점검 시간: 14:00 ~ 15:00')).toBeInTheDocument();
    expect(screen.queryByText('페이지 본문')).not.toBeInTheDocument();
  });

  test.each(['/login', '/admin/popup', '/resources/detail/1', '/notice', '/apply/finance', '/inquiry'])(
    'when the switch is forced on, then the exempt path %s shows its page',
    (path) => {
      renderAt(path, true);
      expect(screen.getByText('페이지 본문')).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: MAINTENANCE_TEXT.title })).not.toBeInTheDocument();
    },
  );

  test('when the switch is left as shipped (off), then / shows its page', () => {
    renderAt('/introduction');
    expect(screen.getByText('페이지 본문')).toBeInTheDocument();
  });
});
