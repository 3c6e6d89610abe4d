import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs } from '../src/components/tabs/tabs';

function renderTabs() {
  render(
    <Tabs
      label="공급유형"
      tabs={[
        { label: '특별공급', content: <p>특별공급 내용</p> },
        { label: '일반공급', content: <p>일반공급 내용</p> },
        { label: '기타', content: <p>기타 내용</p> },
      ]}
    />,
  );
}

describe('Tabs', () => {
  it('when shown, then the first tab is selected and its panel is labelled by it', () => {
    renderTabs();
    expect(screen.getByRole('tablist', { name: '공급유형' })).toBeInTheDocument();
    const special = screen.getByRole('tab', { name: '특별공급' });
    expect(special).toHaveAttribute('aria-selected', 'true');
    expect(special).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: '일반공급' })).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel', { name: '특별공급' })).toHaveTextContent('특별공급 내용');
    expect(screen.queryByText('일반공급 내용')).not.toBeInTheDocument();
  });

  it('when the arrow keys are pressed, then selection and focus move and wrap round', async () => {
    const user = userEvent.setup();
    renderTabs();
    await user.tab();
    expect(screen.getByRole('tab', { name: '특별공급' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    const general = screen.getByRole('tab', { name: '일반공급' });
    expect(general).toHaveFocus();
    expect(general).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: '일반공급' })).toHaveTextContent('일반공급 내용');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: '기타' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: '특별공급' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: '기타' })).toHaveFocus();
  });

  it('when a tab is clicked, then it is selected and the panel follows', async () => {
    const user = userEvent.setup();
    renderTabs();
    await user.click(screen.getByRole('tab', { name: '일반공급' }));
    expect(screen.getByRole('tab', { name: '특별공급' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tabpanel', { name: '일반공급' })).toHaveTextContent('일반공급 내용');
  });

  it('when Tab leaves the tab list, then focus goes to the selected panel', async () => {
    const user = userEvent.setup();
    renderTabs();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('tabpanel', { name: '특별공급' })).toHaveFocus();
  });
});
