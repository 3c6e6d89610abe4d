/**
 * Facts about the complex shown in the footer, on home and on the map page. The values in ○○ or
 * with "예시" are placeholders to replace before going live (docs/operations.md, "Site configuration").
 */
export const siteConfig = {
  complexName: '○○ 청년·신혼부부 임대주택 (예시 단지명)',
  /** The name each 알림톡 and SMS starts with, short so that a message fits one SMS. */
  messageName: '○○청년주택',
  /** The site's public address: messages link to its pages. */
  siteUrl: 'https://www.example.com',
  operator: '○○주택 주식회사 (예시 운영사)',
  phone: '02-000-0000',
  email: 'contact@example.com',
  managementCompany: '○○관리 주식회사 (예시 관리회사)',
  businessNumber: '000-00-00000',
  address: '서울특별시 ○○구 ○○로 00 (예시 주소)',
  contactHours: '평일 10:00 ~ 17:00 (점심시간 12:00 ~ 14:00, 주말·공휴일 휴무)',
  financeOfficePhone: '02-000-0001',
  /** 개인정보 보호법 제31조: the privacy officer named in the privacy policy (/privacy). */
  privacyOfficer: {
    name: '홍길동 (예시 성명)',
    position: '○○주택 주식회사 운영지원팀장 (예시 직책)',
    phone: '02-000-0002',
    email: 'privacy@example.com',
  },
  map: {
    /** Naver Maps client id; empty means the map shows its fallback. */
    naverClientId: '',
    latitude: 37.4812,
    longitude: 126.9527,
    zoom: 17,
  },
} as const;

export const telHref = (phone: string) => `tel:${phone.replace(/[^0-9+]/g, '')}`;
