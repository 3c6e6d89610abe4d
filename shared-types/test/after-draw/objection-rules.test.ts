import { objectionDeadline, OBJECTION_TEXT_MAX, OBJECTION_TEXT_MIN } from '../../src/after-draw/moves';
import {
  ineligiblePlaceOpen,
  ineligiblePlaceWaiting,
  mayFileObjection,
  objectionDecisionSchema,
  objectionFilesRefusal,
  objectionFormSchema,
  objectionMessages,
  objectionRefusal,
  objectionUploadFormSchema,
  objectionWindow,
} from '../../src/after-draw/objection-rules';

// 부적격 on Monday 2026-05-11 15:00 Seoul: the window ends on 2026-05-18 23:59:59.999 Seoul
const DECIDED = '2026-05-11T06:00:00.000Z';
const LAST_MOMENT = new Date('2026-05-18T14:59:59.999Z');
const AFTER = new Date('2026-05-18T15:00:00.000Z');
const DURING = new Date('2026-05-13T01:00:00.000Z');

describe('objectionWindow', () => {
  it('runs from the 부적격 to the end of the 7th Seoul day', () => {
    expect(objectionWindow(DECIDED)).toEqual({ opens: DECIDED, closes: LAST_MOMENT.toISOString() });
    expect(objectionDeadline(new Date(DECIDED))).toBe(LAST_MOMENT.toISOString());
  });
});

describe('objectionRefusal: whether the applicant may file now', () => {
  const ineligible = { ineligible: true, decidedAt: DECIDED, objection: null };

  it('lets a 부적격 applicant file within the window, to its last moment', () => {
    expect(objectionRefusal(ineligible, DURING)).toBeNull();
    expect(mayFileObjection(ineligible, LAST_MOMENT)).toBe(true);
  });

  it('refuses after the window with its end and whom to call', () => {
    expect(objectionRefusal(ineligible, AFTER)).toBe(
      '소명 기간(2026-05-18 오후 11:59까지)이 지났습니다. 운영사(02-000-0000)로 문의해 주세요.',
    );
  });

  it('refuses a second 소명 for the same decision, decided or not', () => {
    expect(objectionRefusal({ ...ineligible, objection: { outcome: null } }, DURING)).toBe(
      objectionMessages.alreadyFiled,
    );
    expect(mayFileObjection({ ...ineligible, objection: { outcome: 'rejected' } }, DURING)).toBe(false);
  });

  it('refuses anyone not 부적격 now', () => {
    expect(objectionRefusal({ ineligible: false, decidedAt: null, objection: null }, DURING)).toBe(
      objectionMessages.notIneligible,
    );
  });
});

describe('ineligiblePlaceOpen: when a reserve may take a 부적격 place', () => {
  const decision = { decidedAt: DECIDED };

  it('waits through the window while no 소명 came', () => {
    expect(ineligiblePlaceOpen(decision, null, LAST_MOMENT)).toBe(false);
    expect(ineligiblePlaceWaiting(decision, null, DURING)).toBe('소명 기간 중 (2026-05-18 오후 11:59 까지)');
  });

  it('opens once the window closed with none filed', () => {
    expect(ineligiblePlaceOpen(decision, null, AFTER)).toBe(true);
    expect(ineligiblePlaceWaiting(decision, null, AFTER)).toBeNull();
  });

  it('waits while a 소명 is reviewed, even after the window', () => {
    expect(ineligiblePlaceOpen(decision, { outcome: null }, AFTER)).toBe(false);
    expect(ineligiblePlaceWaiting(decision, { outcome: null }, AFTER)).toBe('소명 검토 중');
  });

  it('opens once the 소명 is rejected, even within the window', () => {
    expect(ineligiblePlaceOpen(decision, { outcome: 'rejected' }, DURING)).toBe(true);
  });

  it('stays closed after an upheld 소명 (the 부적격 is withdrawn)', () => {
    expect(ineligiblePlaceOpen(decision, { outcome: 'upheld' }, AFTER)).toBe(false);
  });
});

describe('objectionFormSchema', () => {
  it('takes a text of the allowed length, trimmed', () => {
    expect(objectionFormSchema.parse({ text: '  서류를 다시 확인해 주세요.  ' }).text).toBe(
      '서류를 다시 확인해 주세요.',
    );
    expect(objectionFormSchema.safeParse({ text: 'ㄱ'.repeat(OBJECTION_TEXT_MAX) }).success).toBe(true);
  });

  it('refuses too short or too long a text in Korean', () => {
    for (const text of [
      'ㄱ'.repeat(OBJECTION_TEXT_MIN - 1),
      'ㄱ'.repeat(OBJECTION_TEXT_MAX + 1),
      undefined,
    ]) {
      const parsed = objectionFormSchema.safeParse({ text });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toMatch(/소명 내용/);
    }
  });
});

describe('objectionUploadFormSchema: the text and the files, before they are sent', () => {
  const pdf = (name = '증빙.pdf', size = 2048) => ({ name, size }) as File;

  it('takes a right text with up to five PDF, JPG or PNG files, the text trimmed', () => {
    const files = [pdf(), pdf('사진.jpg'), pdf('스캔.png')];
    expect(objectionUploadFormSchema.parse({ text: '  서류를 다시 확인해 주세요.  ', files })).toEqual({
      text: '서류를 다시 확인해 주세요.',
      files,
    });
  });

  it('says in Korean, at the files, what the server would refuse', () => {
    const refusal = (files: File[]) =>
      objectionUploadFormSchema.safeParse({ text: '서류를 다시 확인해 주세요.', files }).error?.issues[0];
    expect(refusal(Array.from({ length: 6 }, () => pdf()))).toMatchObject({
      path: ['files'],
      message: '첨부 파일은 5개까지 올릴 수 있습니다.',
    });
    expect(refusal([pdf('큰 파일.pdf', 11 * 1024 * 1024)])?.message).toBe(
      '큰 파일.pdf은(는) 10MB를 넘어 올릴 수 없습니다.',
    );
    expect(objectionFilesRefusal([pdf('문서.hwp')])).toMatch(/문서\.hwp/);
    expect(objectionFilesRefusal([])).toBeNull();
  });
});

describe('objectionDecisionSchema', () => {
  it('asks a reason both ways', () => {
    expect(objectionDecisionSchema.safeParse({ upheld: true, reason: '증빙 확인됨' }).success).toBe(true);
    expect(objectionDecisionSchema.safeParse({ upheld: false, reason: '소득 기준 초과 확인' }).success).toBe(
      true,
    );
    const noReason = objectionDecisionSchema.safeParse({ upheld: true, reason: '짧음' });
    expect(noReason.error?.issues[0]?.message).toBe('결정 사유는 5자 이상 500자 이내로 입력해 주세요.');
  });

  it('asks the choice', () => {
    const parsed = objectionDecisionSchema.safeParse({ reason: '증빙 확인됨' });
    expect(parsed.error?.issues[0]?.message).toBe('인용 또는 기각을 선택해 주세요.');
  });
});
