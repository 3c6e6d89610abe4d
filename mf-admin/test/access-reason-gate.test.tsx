import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCESS_REASON_HEADER } from '@portal/shared-types/audit/access-reason';
import { apiMessages } from '@portal/shared-types/common/api-messages';
import { AccessReasonGate } from '../src/components/access-reason-gate';
import { fetchAdminBlob } from '../src/lib/http';

const gate = () =>
  render(
    <AccessReasonGate>
      <p>신청자 목록</p>
    </AccessReasonGate>,
  );
const reasonInput = () => screen.getByRole('textbox', { name: '열람 사유' });

beforeEach(() => sessionStorage.clear());

describe('the reason for reading personal data', () => {
  test('when personal data is first opened, then the reason is asked with the focus on it, and a blank one is refused in Korean', async () => {
    gate();
    expect(screen.getByRole('heading', { name: '개인정보 열람 사유' })).toBeInTheDocument();
    expect(screen.queryByText('신청자 목록')).not.toBeInTheDocument();
    expect(reasonInput()).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: '확인' }));
    expect(reasonInput()).toHaveAccessibleDescription(apiMessages.accessReasonInvalid);
    expect(reasonInput()).toHaveAttribute('aria-invalid', 'true');
    expect(reasonInput()).toHaveFocus();
    expect(screen.queryByText('신청자 목록')).not.toBeInTheDocument();
  });

  test('when a reason is given, then the data shows, and another screen of the tab does not ask again until it is changed', async () => {
    const first = gate();
    await userEvent.type(reasonInput(), '당첨자 서류 검토{Enter}');
    expect(screen.getByText('신청자 목록')).toBeInTheDocument();
    expect(screen.getByText('열람 사유: 당첨자 서류 검토')).toBeInTheDocument();
    first.unmount();
    gate();
    expect(screen.getByText('신청자 목록')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '사유 바꾸기' }));
    expect(reasonInput()).toHaveFocus();
    expect(screen.queryByText('신청자 목록')).not.toBeInTheDocument();
  });

  test("when a document is read, then the tab's reason travels in the header, percent-encoded, never in the URL", async () => {
    gate();
    await userEvent.type(reasonInput(), '적격 심사{Enter}');
    const fetchMock = jest.fn(async () => new Response('x'));
    const original = globalThis.fetch;
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    try {
      await fetchAdminBlob('/portal/admin/review/files/7');
    } finally {
      globalThis.fetch = original;
    }
    expect(fetchMock).toHaveBeenCalledWith('/portal/admin/review/files/7', {
      headers: { [ACCESS_REASON_HEADER]: encodeURIComponent('적격 심사') },
    });
  });
});
