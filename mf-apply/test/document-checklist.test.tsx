import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChecklistItem, DocumentFile } from '@portal/shared-types/after-draw/after-draw.schema';
import { documentChecklist, documentMessages } from '@portal/shared-types/after-draw/documents';
import { DocumentChecklist } from '../src/features/inquiry/after-draw/document-checklist';

const file = (
  id: number,
  item: DocumentFile['item'],
  name: string,
  state: DocumentFile['state'],
): DocumentFile => ({
  id,
  item,
  name,
  size: 250 * 1024,
  contentType: 'application/pdf',
  state,
  reason: state === 'supplement' ? '주소가 가려져 있습니다.' : null,
  uploadedAt: '2026-04-01T01:00:00.000Z',
});

/** The 30 TYPE checklist (with 혼인관계증명서 for those it applies to), files placed on their items. */
function checklist(files: DocumentFile[] = []): ChecklistItem[] {
  return documentChecklist('GENERAL-30').map((entry) => ({
    ...entry,
    files: files.filter((one) => one.item === entry.item),
  }));
}

function renderChecklist(items: ChecklistItem[], canChange = true) {
  const upload = jest.fn(async (_item: string, chosen: File) =>
    chosen.name.endsWith('.pdf') ? null : documentMessages.typeRefused(chosen.name),
  );
  const remove = jest.fn(async () => null);
  render(
    <DocumentChecklist
      items={items}
      canChange={canChange}
      upload={upload}
      remove={remove}
      download={jest.fn()}
    />,
  );
  return { upload, remove };
}

const itemOf = (label: string) =>
  screen.getByRole('heading', { name: new RegExp(`^${label}`) }).closest('li') as HTMLElement;

describe('DocumentChecklist', () => {
  it('when shown, then each item says 필수 or 해당자 (with when it applies) and the limits stand beside its input', () => {
    renderChecklist(checklist());
    expect(screen.getByRole('heading', { name: '신분증 사본 필수' })).toBeInTheDocument();
    const marriage = itemOf('혼인관계증명서');
    expect(within(marriage).getByText('해당자')).toBeInTheDocument();
    expect(
      within(marriage).getByText(/^해당하는 경우에만 제출: 신혼부부·예비신혼부부로 신청한 경우에만/),
    ).toBeInTheDocument();
    const input = screen.getByLabelText('신분증 사본 파일 올리기');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('multiple');
    expect(input).toHaveAccessibleDescription('PDF, JPG, PNG 파일 · 파일당 10MB까지 · 항목당 10개까지');
  });

  it('when one of three chosen files is refused, then the other two are sent and said, and the message naming the refused one takes focus', async () => {
    const { upload } = renderChecklist(checklist());
    const chosen = [
      new File(['%PDF-1'], '등본1.pdf', { type: 'application/pdf' }),
      new File(['PNG'], '등본.png', { type: 'image/png' }),
      new File(['%PDF-1'], '등본2.pdf', { type: 'application/pdf' }),
    ];
    await userEvent.upload(screen.getByLabelText('주민등록표 등본 파일 올리기'), chosen);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('등본.png은(는) PDF, JPG, PNG 파일만 올릴 수 있습니다.');
    expect(alert).toHaveFocus();
    const row = itemOf('주민등록표 등본');
    expect(within(row).getByRole('alert')).toBe(alert);
    expect(within(row).getByRole('status')).toHaveTextContent('등본1.pdf, 등본2.pdf를 올렸습니다.');
    expect(upload.mock.calls.map(([item, one]) => [item, one.name])).toEqual([
      ['residentRegistration', '등본1.pdf'],
      ['residentRegistration', '등본.png'],
      ['residentRegistration', '등본2.pdf'],
    ]);
  });

  it("when a file goes through, then focus moves to its result, which the row's polite live region says", async () => {
    renderChecklist(checklist());
    const row = itemOf('주민등록표 등본');
    const region = within(row).getByRole('status');
    // the live region is there before anything is said, so that the change is announced
    expect(region).toHaveTextContent('');
    await userEvent.upload(
      screen.getByLabelText('주민등록표 등본 파일 올리기'),
      new File(['%PDF-1'], '주민등록등본.pdf', { type: 'application/pdf' }),
    );
    await waitFor(() => expect(region).toHaveFocus());
    expect(region).toHaveTextContent('주민등록등본.pdf를 올렸습니다.');
    expect(within(row).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('when a refused file is followed by one that goes through, then the old refusal is gone', async () => {
    renderChecklist(checklist());
    const input = screen.getByLabelText('가족관계증명서 파일 올리기');
    await userEvent.upload(input, new File(['x'], '가족.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('가족.png은(는)');
    await userEvent.upload(input, new File(['%PDF-1'], '가족.pdf', { type: 'application/pdf' }));
    const region = within(itemOf('가족관계증명서')).getByRole('status');
    await waitFor(() => expect(region).toHaveTextContent('가족.pdf를 올렸습니다.'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(region).toHaveFocus();
  });

  it('when an iPhone photo (HEIC) or a 한글 file (HWP) is chosen, then it is refused without being sent, saying how to convert it', async () => {
    const { upload } = renderChecklist(checklist());
    await userEvent.upload(
      screen.getByLabelText('신분증 사본 파일 올리기'),
      new File(['heic'], 'IMG_0001.HEIC', { type: 'image/heic' }),
      { applyAccept: false },
    );
    const heic = await screen.findByRole('alert');
    expect(heic).toHaveTextContent(documentMessages.heicRefused('IMG_0001.HEIC'));
    expect(heic).toHaveTextContent("설정 > 카메라 > 포맷에서 '높은 호환성'");
    expect(heic).toHaveFocus();
    await userEvent.upload(
      screen.getByLabelText('무주택 서약서 파일 올리기'),
      new File(['hwp'], '서약서.hwp', { type: 'application/x-hwp' }),
      { applyAccept: false },
    );
    const hwp = within(itemOf('무주택 서약서')).getByRole('alert');
    expect(hwp).toHaveTextContent('한글에서 파일 > PDF로 저장하기로 PDF를 만들어 올려 주세요.');
    expect(upload).not.toHaveBeenCalled();
  });

  it('when a file is too large, then it is refused by name without being sent', async () => {
    const { upload } = renderChecklist(checklist());
    const big = new File(['%PDF-'], '큰파일.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    await userEvent.upload(screen.getByLabelText('신분증 사본 파일 올리기'), big);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '큰파일.pdf은(는) 10MB를 넘어 올릴 수 없습니다.',
    );
    expect(upload).not.toHaveBeenCalled();
  });

  it('when a file was sent back, then its reason shows, and replacing it uploads the new file before removing the old', async () => {
    const sentBack = file(11, 'idCard', '신분증.jpg', 'supplement');
    const { upload, remove } = renderChecklist(
      checklist([sentBack, file(12, 'familyRelation', '가족.pdf', 'accepted')]),
    );
    const id = itemOf('신분증 사본');
    expect(id).toHaveTextContent('신분증.jpg (250KB) · 보완 요청 · 보완 요청 사유: 주소가 가려져 있습니다.');
    await userEvent.upload(
      screen.getByLabelText('신분증.jpg 대신 올릴 파일'),
      new File(['%PDF-1'], '신분증-새.pdf', { type: 'application/pdf' }),
    );
    expect(upload).toHaveBeenCalledWith('idCard', expect.objectContaining({ name: '신분증-새.pdf' }));
    expect(remove).toHaveBeenCalledWith(sentBack);
    await waitFor(() => expect(within(id).getByRole('status')).toHaveFocus());
    expect(within(id).getByRole('status')).toHaveTextContent('신분증-새.pdf를 올렸습니다.');
    // an accepted file stays: no 바꾸기 or 삭제 for it
    expect(screen.queryByRole('button', { name: '가족.pdf 삭제' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '가족.pdf 내려받기' })).toBeInTheDocument();
  });

  it('when the documents are closed (deadline or review), then files are listed without inputs or delete buttons', () => {
    renderChecklist(checklist([file(13, 'idCard', '신분증.pdf', 'uploaded')]), false);
    expect(screen.queryByLabelText(/파일 올리기$/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '신분증.pdf 삭제' })).not.toBeInTheDocument();
    expect(itemOf('신분증 사본')).toHaveTextContent('신분증.pdf (250KB) · 검토 전');
    expect(itemOf('가족관계증명서')).toHaveTextContent('올린 파일 없음');
  });
});
