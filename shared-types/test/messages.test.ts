import { messages } from '../src/common/messages';

describe('messages', () => {
  it('holds the guard texts', () => {
    expect([messages.loginRequired, messages.tokenExpired, messages.notAdmin, messages.tokenInvalid]).toEqual(
      [
        '로그인이 필요합니다.',
        '토큰이 만료되었습니다.',
        '관리자 권한이 없습니다.',
        '토큰이 유효하지 않습니다.',
      ],
    );
  });
  it('holds the apply, inquiry and reserve texts', () => {
    expect(messages.phoneVerificationRequired).toBe('휴대폰 본인인증이 필요합니다.');
    expect(messages.consentRequired).toBe('개인정보 수집 및 이용에 동의해 주세요.');
    expect(messages.specialAnswersRequired).toBe('모든 특별공급 항목을 선택해 주세요.');
    expect(messages.inquiryFieldsRequired).toBe('이름, 연락처를 모두 입력해 주세요.');
    expect(messages.reserveNumberMissing).toBe('모든 예비 당첨자의 예비 순번을 입력하세요.');
    expect(messages.reserveNumberDuplicate).toBe('예비 순번이 중복되었습니다. 중복된 순번을 수정하세요.');
  });
  it('holds the round texts', () => {
    expect(messages.roundOverlap).toBe(
      '이미 진행 중인 청약이 있습니다. 기존 청약이 종료된 후 등록할 수 있습니다.',
    );
    expect(messages.alreadyApplied).toBe('이미 신청된 사용자입니다.');
    expect(messages.winningStateSaved).toBe('당첨 상태가 성공적으로 저장되었습니다.');
    expect(messages.exportEmpty).toBe('다운로드할 신청자 목록이 없습니다.');
  });
  it('keeps the keys that existed before', () => {
    expect(messages.loading).toBe('로딩 중...');
    expect(messages.noNotices).toBe('등록된 공지사항이 없습니다.');
  });
  it('has no empty text', () => {
    expect(Object.values(messages).filter((text) => text.trim() === '')).toEqual([]);
  });
});
