/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { messages } from '@portal/shared-types/common/messages';
import { Field, Form, FormError, useSchemaForm } from '../../src/form';

const schema = z.object({
  title: z.string().trim().min(1, '제목을 입력해 주세요.'),
  kind: z.enum(['notice', 'faq']),
  pageSize: z.coerce.number<string>().int().min(1, '1 이상을 입력해 주세요.'),
  agree: z.boolean().refine((value) => value, '동의해 주세요.'),
});

function NoticeForm({ onSubmit }: { onSubmit: (values: z.output<typeof schema>) => unknown }) {
  const form = useSchemaForm(schema, { title: '', kind: 'notice', pageSize: '50', agree: false });
  return (
    <Form form={form} onSubmit={onSubmit} aria-label="글쓰기">
      <Field name="title" label="제목" hint="100자까지" />
      <Field as="select" name="kind" label="종류">
        <option value="notice">공지</option>
        <option value="faq">자주 묻는 질문</option>
      </Field>
      <Field name="pageSize" label="한 쪽에 보일 글 수" inputMode="numeric" />
      <Field name="agree" label="동의합니다" type="checkbox" />
      <FormError />
      <button type="submit">저장</button>
    </Form>
  );
}

describe('the form kit', () => {
  it('shows the schema message under the field, tied to it, and moves the focus to the first wrong field', async () => {
    const onSubmit = jest.fn();
    render(<NoticeForm onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: '저장' }));

    const title = screen.getByLabelText('제목');
    await waitFor(() => expect(title).toHaveFocus());
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription('100자까지 제목을 입력해 주세요.');
    expect(screen.getByText('동의해 주세요.')).toBeInTheDocument();
    expect(screen.getByLabelText('동의합니다')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('한 쪽에 보일 글 수')).not.toHaveAttribute('aria-invalid');
    expect(onSubmit).not.toHaveBeenCalled();

    // the message goes once the field is right
    await userEvent.type(title, '공지');
    await waitFor(() => expect(screen.queryByText('제목을 입력해 주세요.')).not.toBeInTheDocument());
    expect(title).not.toHaveAttribute('aria-invalid');
  });

  it('calls onSubmit with the values the schema parsed', async () => {
    const onSubmit = jest.fn();
    render(<NoticeForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('제목'), '  입주 안내  ');
    await userEvent.selectOptions(screen.getByLabelText('종류'), 'faq');
    await userEvent.clear(screen.getByLabelText('한 쪽에 보일 글 수'));
    await userEvent.type(screen.getByLabelText('한 쪽에 보일 글 수'), '20');
    await userEvent.click(screen.getByLabelText('동의합니다'));
    await userEvent.click(screen.getByRole('button', { name: '저장' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toEqual({ title: '입주 안내', kind: 'faq', pageSize: 20, agree: true });
  });

  it("announces the server's message and puts the focus on it; the next submit clears it", async () => {
    const onSubmit = jest
      .fn()
      .mockRejectedValueOnce({ status: 409, data: { message: '이미 있는 제목입니다.' } })
      .mockRejectedValueOnce({ status: 0 })
      .mockResolvedValueOnce(undefined);
    render(<NoticeForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('제목'), '공지');
    await userEvent.click(screen.getByLabelText('동의합니다'));
    await userEvent.click(screen.getByRole('button', { name: '저장' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('이미 있는 제목입니다.');
    expect(alert).toHaveFocus();

    // a failure without the server's message reads as the generic one, never a raw status
    await userEvent.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(messages.serverError));

    await userEvent.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(3));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});
