import { renderMessage, smsBytes, SMS_BYTES, templateOfEvent } from '../../src/notify/templates';
import {
  calledReserveDeadline,
  canChangeDocuments,
  canGiveUp,
  deadlinePassed,
  effectiveDeadline,
  isLate,
  missingRequiredItems,
  nextReserve,
  reserveCallReason,
  reservePosition,
  resultLabel,
  statusTimeline,
  type TimelineInput,
} from '../../src/after-draw/status-rules';
import { seoulEndOfDayAfter } from '../../src/common/dates';
import {
  documentChecklist,
  documentMessages,
  fitsDocumentQuota,
  MAX_DOCUMENT_BYTES_PER_APPLICATION,
  refuseDocumentFile,
  typeRefusal,
  sniffDocumentType,
  MAX_DOCUMENT_FILE_BYTES,
} from '../../src/after-draw/documents';

const PDF = new TextEncoder().encode('%PDF-1.7\n');
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0]);

describe('the documents checklist', () => {
  it('asks every supply type for identity and household papers, the special supply for its tiers too', () => {
    const general = documentChecklist('GENERAL-15');
    expect(general.filter((e) => e.required).map((e) => e.item)).toEqual([
      'idCard',
      'residentRegistration',
      'familyRelation',
      'homelessPledge',
    ]);
    const special = documentChecklist('SPECIAL-30');
    expect(special.filter((e) => e.required).map((e) => e.item)).toEqual(
      expect.arrayContaining(['incomeProof', 'assetProof', 'regionalProof']),
    );
    // newlyweds prove the marriage only in the 30평 types, and only when they applied as such
    expect(documentChecklist('GENERAL-30').find((e) => e.item === 'marriageProof')?.required).toBe(false);
    expect(documentChecklist('GENERAL-15').some((e) => e.item === 'marriageProof')).toBe(false);
    for (const entry of special) expect(entry.label).not.toBe('');
  });

  it('lists the required items without a file that was not sent back', () => {
    const checklist = documentChecklist('GENERAL-15');
    const missing = missingRequiredItems(checklist, [
      { item: 'idCard', state: 'uploaded' },
      { item: 'residentRegistration', state: 'accepted' },
      { item: 'familyRelation', state: 'supplement' },
      { item: 'other', state: 'uploaded' },
    ]);
    expect(missing).toEqual([
      { item: 'familyRelation', label: '가족관계증명서' },
      { item: 'homelessPledge', label: '무주택 서약서' },
    ]);
  });
});

describe('document files', () => {
  it('knows the three types by their first bytes', () => {
    expect(sniffDocumentType(PDF)).toBe('application/pdf');
    expect(sniffDocumentType(PNG)).toBe('image/png');
    expect(sniffDocumentType(JPEG)).toBe('image/jpeg');
    expect(sniffDocumentType(new TextEncoder().encode('<html>'))).toBeNull();
  });

  it('refuses a file whose bytes are not what its name says, naming the file', () => {
    expect(refuseDocumentFile({ name: '등본.pdf', size: 9, bytes: PDF })).toBeNull();
    expect(refuseDocumentFile({ name: '사진.JPG', size: 4, bytes: JPEG })).toBeNull();
    expect(refuseDocumentFile({ name: '등본.pdf', size: 9, bytes: PNG })).toBe(
      '등본.pdf은(는) PDF, JPG, PNG 파일만 올릴 수 있습니다.',
    );
    expect(refuseDocumentFile({ name: 'a.hwp', size: 9, bytes: PDF })).toMatch(/^a\.hwp은\(는\)/);
    expect(refuseDocumentFile({ name: 'big.pdf', size: MAX_DOCUMENT_FILE_BYTES + 1, bytes: PDF })).toMatch(
      /big\.pdf.*10MB/,
    );
  });

  it('refuses an iPhone photo (HEIC) and a 한글 document (HWP) with how to convert them', () => {
    const heic = refuseDocumentFile({ name: 'IMG_0001.HEIC', size: 9, bytes: JPEG });
    expect(heic).toMatch(/^IMG_0001\.HEIC은\(는\) 아이폰 사진 형식\(HEIC\)이라 올릴 수 없습니다\./);
    expect(heic).toContain("설정 > 카메라 > 포맷에서 '높은 호환성'");
    expect(heic).toContain('JPG로 공유');
    expect(typeRefusal('사진.heif')).toBe(documentMessages.heicRefused('사진.heif'));
    const hwp = refuseDocumentFile({ name: '서약서.hwp', size: 9, bytes: PDF });
    expect(hwp).toMatch(/^서약서\.hwp은\(는\) 한글\(HWP\) 문서라 올릴 수 없습니다\./);
    expect(hwp).toContain('한글에서 파일 > PDF로 저장하기');
    expect(typeRefusal('서약서.hwpx')).toBe(documentMessages.hwpRefused('서약서.hwpx'));
    // any other type keeps the plain refusal
    expect(typeRefusal('등본.exe')).toBe('등본.exe은(는) PDF, JPG, PNG 파일만 올릴 수 있습니다.');
  });

  it('says which files went through, with the particle their last name takes when read aloud', () => {
    expect(documentMessages.uploaded(['주민등록등본.pdf'])).toBe('주민등록등본.pdf를 올렸습니다.');
    expect(documentMessages.uploaded(['가.png', '나.jpg'])).toBe('가.png, 나.jpg를 올렸습니다.');
    expect(documentMessages.uploaded(['서약서'])).toBe('서약서를 올렸습니다.');
    expect(documentMessages.uploaded(['등본'])).toBe('등본을 올렸습니다.');
    expect(documentMessages.uploaded(['scan1'])).toBe('scan1을 올렸습니다.');
    expect(documentMessages.uploaded(['scan2'])).toBe('scan2를 올렸습니다.');
    expect(documentMessages.uploaded(['form.html'])).toBe('form.html을 올렸습니다.');
  });
});

describe('the storage quota of an application', () => {
  it('holds 17 documents of 5 MB each, and refuses what would go past 100 MB', () => {
    expect(MAX_DOCUMENT_BYTES_PER_APPLICATION).toBe(100 * 1024 * 1024);
    expect(fitsDocumentQuota(0, 17 * 5 * 1024 * 1024)).toBe(true);
    expect(fitsDocumentQuota(90 * 1024 * 1024, 10 * 1024 * 1024)).toBe(true);
    expect(fitsDocumentQuota(90 * 1024 * 1024, 10 * 1024 * 1024 + 1)).toBe(false);
  });
});

describe('deadlines', () => {
  const now = new Date('2026-12-01T00:00:00Z');
  it("takes the applicant's own deadline over the round's, earlier or later", () => {
    expect(effectiveDeadline('2026-12-10T14:59:59.999Z', null)).toBe('2026-12-10T14:59:59.999Z');
    expect(effectiveDeadline('2026-12-10T14:59:59.999Z', '2026-12-05T00:00:00Z')).toBe(
      '2026-12-05T00:00:00Z',
    );
  });

  it('is still open at the deadline itself and closed after it', () => {
    expect(deadlinePassed('2026-12-01T00:00:00Z', now)).toBe(false);
    expect(deadlinePassed('2026-11-30T23:59:59Z', now)).toBe(true);
    expect(deadlinePassed(null, now)).toBe(false);
  });

  it('lets files change only while requested or sent back, before the deadline', () => {
    const later = '2026-12-02T00:00:00Z';
    expect(canChangeDocuments('requested', later, now)).toBe(true);
    expect(canChangeDocuments('supplement', later, now)).toBe(true);
    expect(canChangeDocuments('inReview', later, now)).toBe(false);
    expect(canChangeDocuments('submitted', later, now)).toBe(false);
    expect(canChangeDocuments('requested', '2026-11-30T00:00:00Z', now)).toBe(false);
    expect(canChangeDocuments('requested', null, now)).toBe(false);
    expect(isLate('requested', '2026-11-30T00:00:00Z', now)).toBe(true);
    expect(isLate('submitted', '2026-11-30T00:00:00Z', now)).toBe(false);
  });

  it("gives a called reserve 7 days to the end of the Seoul day, or the round's deadline when later", () => {
    // 2026-12-01 09:00 Seoul; 7 days later ends at 2026-12-08 23:59:59.999 Seoul
    expect(seoulEndOfDayAfter(now, 7)).toBe('2026-12-08T14:59:59.999Z');
    expect(calledReserveDeadline(null, now)).toBe('2026-12-08T14:59:59.999Z');
    expect(calledReserveDeadline('2026-12-20T00:00:00.000Z', now)).toBe('2026-12-20T00:00:00.000Z');
    expect(calledReserveDeadline('2026-12-02T00:00:00.000Z', now)).toBe('2026-12-08T14:59:59.999Z');
  });
});

describe('reserves', () => {
  const round = [
    { id: 1, supplyType: 'GENERAL-15', winningState: '당첨' },
    { id: 2, supplyType: 'GENERAL-15', winningState: '예비 2' },
    { id: 3, supplyType: 'GENERAL-15', winningState: '예비 5' },
    { id: 4, supplyType: 'GENERAL-15', winningState: '예비 3' },
    { id: 5, supplyType: 'SPECIAL-15', winningState: '예비 1' },
    { id: 6, supplyType: 'GENERAL-15', winningState: '미당첨' },
  ];

  it('places a waiting reserve among the waiting reserves of their own supply type', () => {
    expect(reservePosition(round[1]!, round)).toBe(1);
    expect(reservePosition(round[3]!, round)).toBe(2);
    expect(reservePosition(round[2]!, round)).toBe(3);
    expect(reservePosition(round[4]!, round)).toBe(1);
    expect(reservePosition(round[0]!, round)).toBeNull();
    // once 예비 2 is called (a winner now), 예비 3 is next
    const afterCall = round.map((a) => (a.id === 2 ? { ...a, winningState: '당첨' } : a));
    expect(reservePosition(afterCall[3]!, afterCall)).toBe(1);
  });

  it('calls the lowest waiting number of the vacancy supply type, never another type', () => {
    expect(nextReserve('GENERAL-15', round)?.id).toBe(2);
    expect(nextReserve('SPECIAL-15', round)?.id).toBe(5);
    expect(nextReserve('GENERAL-30', round)).toBeNull();
  });

  it("says a call-up publicly without the applicant's own reason", () => {
    expect(reserveCallReason('ineligible')).toBe('당첨자 부적격에 따른 예비 입주자 추가 당첨');
    expect(reserveCallReason('givenUp')).toBe('당첨자 계약 포기에 따른 예비 입주자 추가 당첨');
  });
});

describe('the status', () => {
  const winner: TimelineInput = {
    roundClosed: true,
    result: { kind: 'won', reserveNumber: null, calledFromReserve: null },
    stage: 'requested',
    contract: 'none',
    submitted: true,
    lapsed: false,
  };
  const states = (input: TimelineInput) => statusTimeline(input).map((e) => `${e.step}:${e.state}`);

  it('labels each result, a called reserve with the number it was called from', () => {
    expect(resultLabel(winner.result)).toBe('당첨');
    expect(resultLabel({ kind: 'reserve', reserveNumber: 3, calledFromReserve: null })).toBe('예비 3');
    expect(resultLabel({ kind: 'won', reserveNumber: 3, calledFromReserve: 3 })).toBe('예비 3 → 당첨(추가)');
    expect(resultLabel({ kind: 'notWon', reserveNumber: null, calledFromReserve: null })).toBe('미당첨');
    expect(resultLabel({ kind: 'notAnnounced', reserveNumber: null, calledFromReserve: null })).toBe(
      '미발표',
    );
  });

  it('walks a winner from 접수 to 계약 with one current step', () => {
    expect(states(winner)).toEqual([
      'applied:done',
      'closed:done',
      'result:done',
      'documents:current',
      'review:upcoming',
      'contract:upcoming',
    ]);
    expect(states({ ...winner, stage: 'inReview' })).toContain('review:current');
    expect(states({ ...winner, stage: 'eligible', contract: 'notice' })).toEqual([
      'applied:done',
      'closed:done',
      'result:done',
      'documents:done',
      'review:done',
      'contract:current',
    ]);
    expect(states({ ...winner, stage: 'eligible', contract: 'done' }).at(-1)).toBe('contract:done');
  });

  it('stops at 부적격 or 포기 and skips what is not theirs', () => {
    expect(states({ ...winner, stage: 'ineligible' })).toContain('review:stopped');
    expect(states({ ...winner, contract: 'givenUp' })).toContain('documents:stopped');
    const reserve = states({
      ...winner,
      result: { kind: 'reserve', reserveNumber: 2, calledFromReserve: null },
      stage: 'notRequired',
    });
    expect(reserve.slice(3)).toEqual(['documents:skipped', 'review:skipped', 'contract:skipped']);
    const open = states({
      ...winner,
      roundClosed: false,
      result: { ...winner.result, kind: 'notAnnounced' },
    });
    expect(open.slice(1, 3)).toEqual(['closed:current', 'result:upcoming']);
    const waiting = statusTimeline({ ...winner, result: { ...winner.result, kind: 'notAnnounced' } });
    expect(waiting[2]).toEqual({ step: 'result', label: '추첨 결과', state: 'current', detail: null });
  });

  it('says 제출 완료 only when something was submitted, and 기한 경과 when the deadline passed', () => {
    const documents = (input: TimelineInput) => statusTimeline(input).find((e) => e.step === 'documents');
    expect(documents({ ...winner, stage: 'ineligible', submitted: false })).toMatchObject({
      state: 'stopped',
      detail: '온라인 제출 없음',
    });
    expect(documents({ ...winner, stage: 'ineligible' })).toMatchObject({
      state: 'done',
      detail: '제출 완료',
    });
    expect(states({ ...winner, submitted: false, lapsed: true }).slice(3)).toEqual([
      'documents:stopped',
      'review:skipped',
      'contract:skipped',
    ]);
    expect(documents({ ...winner, submitted: false, lapsed: true })?.detail).toBe('기한 경과');
  });

  it('lets a winner give up until the contract is done, never after 부적격', () => {
    expect(canGiveUp({ winner: true, stage: 'requested', contract: 'none' })).toBe(true);
    expect(canGiveUp({ winner: true, stage: 'eligible', contract: 'notice' })).toBe(true);
    expect(canGiveUp({ winner: true, stage: 'eligible', contract: 'done' })).toBe(false);
    expect(canGiveUp({ winner: true, stage: 'ineligible', contract: 'none' })).toBe(false);
    expect(canGiveUp({ winner: true, stage: 'requested', contract: 'givenUp' })).toBe(false);
    expect(canGiveUp({ winner: false, stage: 'notRequired', contract: 'none' })).toBe(false);
  });
});

describe('the messages after the draw', () => {
  it('link to /inquiry, fit one SMS and never carry the result or the review itself', () => {
    for (const event of [
      'documentsRequested',
      'supplementRequested',
      'eligibilityDecided',
      'reserveCalled',
      'contractNotice',
      'objectionDecided',
    ] as const) {
      const text = renderMessage(templateOfEvent[event]);
      expect(text).toMatch(/\/inquiry$/);
      expect(smsBytes(text)).toBeLessThanOrEqual(SMS_BYTES);
      expect(text).not.toMatch(/당첨|예비|적격|부적격|포기/);
    }
  });
});
