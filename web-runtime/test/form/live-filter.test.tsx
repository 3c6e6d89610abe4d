/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { Field, Form, useLiveFilter } from '../../src/form';

const schema = z.object({ name: z.string().trim().max(3, '이름은 3자 이하로 입력해 주세요.') });

function NameFilter() {
  const { form, filter } = useLiveFilter(schema, { name: '' });
  return (
    <>
      <Form form={form} onSubmit={() => undefined} aria-label="거르기">
        <Field name="name" label="이름" />
      </Form>
      <p data-testid="filter">{JSON.stringify(filter)}</p>
    </>
  );
}

describe('a live filter of the form kit', () => {
  it('gives the parsed fields at each change, says a wrong one beside it at once, and no filter while it is wrong', async () => {
    render(<NameFilter />);
    const name = screen.getByLabelText('이름');
    const filter = screen.getByTestId('filter');
    expect(filter).toHaveTextContent('{"name":""}');

    await userEvent.type(name, ' 김 ');
    expect(filter).toHaveTextContent('{"name":"김"}');

    await userEvent.type(name, '가나다');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('이름은 3자 이하로 입력해 주세요.');
    expect(filter).toHaveTextContent('null');

    await userEvent.clear(name);
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(filter).toHaveTextContent('{"name":""}');
  });
});
