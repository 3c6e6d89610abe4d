import { useState } from 'react';
// the Node build: jsdom has no MessageChannel, which the browser build of react-dom/server needs
import { renderToString } from 'react-dom/server.node';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PageTitleContext, usePageTitle } from '@portal/web-runtime/page-title';
import { serverPageTitleSink, usePageTitleSink } from '../src/app/page-title';

function Post({ title }: { title: string | undefined }) {
  usePageTitle(title);
  return <p>{title ?? '불러오는 중'}</p>;
}

/** The layout's part: the page's own title, or the route's. */
function Frame({ children }: { children: React.ReactNode }) {
  const { pageTitle, sink } = usePageTitleSink();
  return (
    <>
      <output aria-label="문서 제목">{pageTitle ?? '공지사항'}</output>
      <PageTitleContext value={sink}>{children}</PageTitleContext>
    </>
  );
}

test('when a page names itself during a server render, then the render keeps its title', () => {
  const sink = serverPageTitleSink();
  const html = renderToString(
    <PageTitleContext value={sink}>
      <Frame>
        <Post title="공지사항 – 모집 공고" />
      </Frame>
    </PageTitleContext>,
  );
  expect(sink.title).toBe('공지사항 – 모집 공고');
  expect(html).toContain('모집 공고');
});

test('when a page names itself in the browser, then the layout shows it, and the route title again once it leaves', async () => {
  function Switch() {
    const [shown, setShown] = useState(true);
    return (
      <Frame>
        {shown && <Post title="공지사항 – 모집 공고" />}
        <button onClick={() => setShown(false)}>목록으로</button>
      </Frame>
    );
  }
  render(<Switch />);
  const title = screen.getByRole('status', { name: '문서 제목' });
  expect(title.textContent).toBe('공지사항 – 모집 공고');
  await userEvent.click(screen.getByRole('button', { name: '목록으로' }));
  expect(title.textContent).toBe('공지사항');
});

test('when a page is rendered outside the shell, then naming itself does nothing and does not throw', () => {
  render(<Post title="자료실 – 양식" />);
  expect(screen.getByText('자료실 – 양식')).toBeTruthy();
});
