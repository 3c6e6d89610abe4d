/**
 * The collection notice of the apply form's consent (개인정보 보호법 제15조 제2항: 항목, 목적,
 * 보유기간, 거부 권리). The privacy policy page says the same for applicants.
 */
import { APPLICATION_RETENTION } from './retention';

/** How long an application is kept: written from the rule the destruction job applies (retention.ts). */
export { APPLICATION_RETENTION };

/** The privacy policy's section on what is collected (the consent box links there). */
export const PRIVACY_COLLECTION_SECTION = 'collection';

export const applyConsentNotice = [
  { term: '수집 항목', text: '이름, 휴대폰 번호, 청약 답변(공급유형과 특별공급 항목)' },
  { term: '수집·이용 목적', text: '청약 접수와 당첨자 안내' },
  { term: '보유 및 이용 기간', text: `${APPLICATION_RETENTION}, 이후 지체 없이 파기` },
  { term: '동의 거부 권리', text: '동의를 거부할 수 있으나 거부 시 청약 신청이 제한됩니다.' },
] as const;
