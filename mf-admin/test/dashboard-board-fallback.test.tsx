import { screen } from '@testing-library/react';
import { messages } from '@portal/shared-types/common/messages';
import { BoardSection } from '../src/app/dashboard/board-section';
import { renderWithProviders } from './support/render';

jest.mock('@portal/web-runtime/read-api', () => ({
  useGetNoticePageQuery: () => ({}),
  useGetResourcesQuery: () => ({}),
}));

test("when mf-board's list cannot be loaded, then each board section says so and the dashboard goes on", async () => {
  renderWithProviders(
    <>
      <BoardSection kind="notices" />
      <BoardSection kind="resources" />
    </>,
  );
  expect(await screen.findAllByRole('alert')).toHaveLength(2);
  expect(screen.getByRole('heading', { name: '자료실' })).toBeInTheDocument();
  expect(screen.getAllByRole('alert')[0]).toHaveTextContent(messages.remoteLoadFailed);
});
