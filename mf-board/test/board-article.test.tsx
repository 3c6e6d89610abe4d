import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { paths } from '@portal/shared-types/site/routes';
import { extensionLabel, formatFileSize } from '../src/components/attachments/file-size';
import { BoardArticle } from '../src/components/board-detail/board-article';

const back = { path: paths.notice(), label: '목록으로' };
const base = { title: '모집 공고', content: '<p>본문</p>', createdAt: '2026-05-01T09:00:00+09:00' };

function renderArticle(item: Partial<Parameters<typeof BoardArticle>[0]['item']>) {
  render(
    <MemoryRouter>
      <BoardArticle item={{ ...base, ...item }} back={back} detailPath={paths.noticeDetail} />
    </MemoryRouter>,
  );
}

describe('file sizes', () => {
  test('when sizes are written, then bytes, KB, MB and GB read as Korean boards write them', () => {
    expect(formatFileSize(0)).toBe('0 B');
    expect(formatFileSize(1023)).toBe('1023 B');
    expect(formatFileSize(1024)).toBe('1.0 KB');
    expect(formatFileSize(1_258_291)).toBe('1.2 MB');
    expect(formatFileSize(1024 * 1024 - 1)).toBe('1.0 MB');
    expect(formatFileSize(3 * 1024 ** 3)).toBe('3.0 GB');
  });

  test('when a name has an extension, then the icon writes it in capitals; a long or missing one is dropped', () => {
    expect(extensionLabel('신청서.hwpx')).toBe('HWPX');
    expect(extensionLabel('공고문.PDF')).toBe('PDF');
    expect(extensionLabel('README')).toBeNull();
    expect(extensionLabel('archive.tar-gz-x')).toBeNull();
  });
});

describe('a board article', () => {
  test('when it has files, then each is listed open with its type icon and size, with no toggle', () => {
    renderArticle({
      files: [
        { name: '공고문.pdf', url: '/portal/download/a.pdf', size: 1_258_291 },
        { name: '신청서.hwp', url: '/portal/download/b.hwp', size: 2048 },
      ],
    });
    const section = screen.getByRole('region', { name: '첨부파일 (2)' });
    expect(within(section).queryByRole('button')).toBeNull();
    const items = within(section).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['PDF공고문.pdf1.2 MB', 'HWP신청서.hwp2.0 KB']);
    const link = within(section).getByRole('link', { name: 'PDF 파일 공고문.pdf' });
    expect(link.getAttribute('href')).toBe('/portal/download/a.pdf');
    expect(within(link).getByRole('img', { name: 'PDF 파일' })).toBeTruthy();
  });

  test('when an older answer has only fileUrl, then the files are listed without sizes', () => {
    renderArticle({ fileUrl: { '안내.zip': '/portal/download/c.zip' } });
    const section = screen.getByRole('region', { name: '첨부파일 (1)' });
    expect(within(section).getByRole('listitem').textContent).toBe('ZIP안내.zip');
  });

  test('when it has no files, then no attachments section shows', () => {
    renderArticle({ files: [] });
    expect(screen.queryByRole('region', { name: /첨부파일/ })).toBeNull();
  });

  test('when it has a newer and no older post, then 이전글 links with its title and 다음글 says there is none', () => {
    renderArticle({ prev: { id: 12, title: '새 공지' }, next: null });
    const nav = screen.getByRole('navigation', { name: '이전글 다음글' });
    const prev = within(nav).getByRole('link', { name: '이전글 새 공지' });
    expect(prev.getAttribute('href')).toBe(paths.noticeDetail(12));
    expect(within(nav).getAllByRole('link')).toHaveLength(1);
    expect(within(nav).getByText('다음글이 없습니다.')).toBeTruthy();
  });
});
