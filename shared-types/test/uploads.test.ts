import {
  ATTACHMENT_EXTENSIONS,
  POPUP_IMAGE_EXTENSIONS,
  extensionOf,
  isAllowedExtension,
} from '../src/common/uploads';
import { noticeInputSchema, resourceInputSchema, deletedFilesSchema } from '../src/board/board-inputs.schema';
import { loginSchema } from '../src/auth/auth.schema';
import { resourceSchema } from '../src/board/resources.schema';

describe('upload rules', () => {
  test('when a name has an extension, then it is read lower-case after the last dot', () => {
    expect(extensionOf('모집공고.최종.PDF')).toBe('pdf');
    expect(extensionOf('noext')).toBe('');
    expect(extensionOf('.hwpx')).toBe('hwpx');
  });

  test('when a type is on the contract list, then it is allowed; others and images beyond the popup list are not', () => {
    expect(isAllowedExtension('표.xlsx', ATTACHMENT_EXTENSIONS)).toBe(true);
    expect(isAllowedExtension('setup.exe', ATTACHMENT_EXTENSIONS)).toBe(false);
    expect(isAllowedExtension('a.pdf', POPUP_IMAGE_EXTENSIONS)).toBe(false);
    expect(isAllowedExtension('a.WEBP', POPUP_IMAGE_EXTENSIONS)).toBe(true);
  });
});

describe('board and login schemas', () => {
  test('when a notice has a title only, then content is empty and topFixed false', () => {
    expect(noticeInputSchema.parse({ title: ' 공지 ' })).toEqual({
      title: '공지',
      content: '',
      topFixed: false,
    });
  });

  test('when the title is blank, then the Korean title message is given', () => {
    expect(resourceInputSchema.safeParse({ title: ' ' }).error?.issues[0]?.message).toBe(
      '제목을 입력해 주세요.',
    );
  });

  test('when deletedFiles is not a list of names, then it is refused', () => {
    expect(deletedFilesSchema.safeParse(['a.pdf']).success).toBe(true);
    expect(deletedFilesSchema.safeParse('a.pdf').success).toBe(false);
  });

  test('when username or password is missing, then login is refused; a resource answer has its five fields', () => {
    expect(loginSchema.safeParse({ username: 'admin' }).success).toBe(false);
    expect(loginSchema.safeParse({ username: 'admin', password: 'x' }).success).toBe(true);
    expect(
      resourceSchema.safeParse({
        id: 1,
        title: 't',
        content: '',
        createdAt: '2026-01-01T00:00:00Z',
        fileUrl: {},
      }).success,
    ).toBe(true);
  });
});
