import { render } from '@testing-library/react';
import { SanitizedHtml } from '../src/components/html/sanitized-html';

describe('SanitizedHtml', () => {
  it('drops scripts and event handlers but keeps the text and safe markup', () => {
    const { container } = render(
      <SanitizedHtml
        html={'<p><strong>굵게</strong></p><img src="x" onerror="alert(1)"><script>alert(2)</script>'}
      />,
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.querySelector('strong')).toHaveTextContent('굵게');
    expect(container.querySelector('img')).toHaveAttribute('src', 'x');
  });

  it('drops javascript: links', () => {
    const { container } = render(<SanitizedHtml html={'<a href="javascript:alert(1)">링크</a>'} />);
    expect(container.querySelector('a')).not.toHaveAttribute('href');
  });
});
