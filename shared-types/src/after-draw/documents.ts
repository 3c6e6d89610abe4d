// The documents a winner hands in after the draw, without zod: the apply page and the server read the
// same checklist and the same limits.
import { objectParticle } from '../common/particles';
import { extensionOf } from '../common/uploads';
import type { SupplyType } from '../supply/supply-type-labels';

/** The checklist items; the key is what the URL names (`/documents/:item`). */
export const DOCUMENT_ITEMS = [
  'idCard',
  'residentRegistration',
  'familyRelation',
  'homelessPledge',
  'incomeProof',
  'assetProof',
  'regionalProof',
  'marriageProof',
  'other',
] as const;
export type DocumentItem = (typeof DOCUMENT_ITEMS)[number];

export const documentItemLabels: Readonly<Record<DocumentItem, string>> = {
  idCard: '신분증 사본',
  residentRegistration: '주민등록표 등본',
  familyRelation: '가족관계증명서',
  homelessPledge: '무주택 서약서',
  incomeProof: '소득 증빙 서류',
  assetProof: '자산·자동차 증빙 서류',
  regionalProof: '거주지역 증빙 서류',
  marriageProof: '혼인관계증명서',
  other: '기타 서류',
};

/** What the item is, said once to the applicant beside the upload. */
export const documentItemNotes: Readonly<Record<DocumentItem, string>> = {
  idCard: '주민등록증, 운전면허증 또는 여권의 앞면',
  residentRegistration: '최근 1개월 이내 발급, 주민등록번호 뒷자리는 가려 주세요',
  familyRelation: '본인 기준 상세 증명서, 최근 1개월 이내 발급',
  homelessPledge: '서명한 서약서를 촬영하거나 스캔한 파일',
  incomeProof: '근로소득 원천징수영수증, 소득금액증명원 등',
  assetProof: '지방세 세목별 과세증명서, 자동차등록증 등',
  regionalProof: '거주 기간이 나타난 주민등록초본 등',
  marriageProof: '신혼부부·예비신혼부부로 신청한 경우에만 (예비신혼부부는 예식장 계약서 등)',
  other: '그 밖에 안내받은 서류',
};

export interface ChecklistEntry {
  item: DocumentItem;
  label: string;
  note: string;
  required: boolean;
}

const BASE: readonly DocumentItem[] = ['idCard', 'residentRegistration', 'familyRelation', 'homelessPledge'];
/** the special supply's income, asset and regional tiers are proven on paper */
const SPECIAL: readonly DocumentItem[] = ['incomeProof', 'assetProof', 'regionalProof'];

const REQUIRED: Readonly<Record<SupplyType, readonly DocumentItem[]>> = {
  'GENERAL-15': BASE,
  'SPECIAL-15': [...BASE, ...SPECIAL],
  'GENERAL-30': BASE,
  'SPECIAL-30': [...BASE, ...SPECIAL],
};
const OPTIONAL: Readonly<Record<SupplyType, readonly DocumentItem[]>> = {
  'GENERAL-15': ['other'],
  'SPECIAL-15': ['other'],
  'GENERAL-30': ['marriageProof', 'other'],
  'SPECIAL-30': ['marriageProof', 'other'],
};

/** The checklist of a supply type, required items first, in the order the applicant gathers them. */
export function documentChecklist(type: SupplyType): ChecklistEntry[] {
  const entry = (item: DocumentItem, required: boolean): ChecklistEntry => ({
    item,
    label: documentItemLabels[item],
    note: documentItemNotes[item],
    required,
  });
  return [
    ...REQUIRED[type].map((item) => entry(item, true)),
    ...OPTIONAL[type].map((item) => entry(item, false)),
  ];
}

export const isDocumentItem = (value: unknown): value is DocumentItem =>
  typeof value === 'string' && (DOCUMENT_ITEMS as readonly string[]).includes(value);

/** Only these, checked by their bytes as well as their names. */
export const DOCUMENT_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png'] as const;
export const DOCUMENT_ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';
export const MAX_DOCUMENT_FILE_BYTES = 10 * 1024 * 1024;
/** files one item may hold, counting those already uploaded */
export const MAX_DOCUMENT_FILES_PER_ITEM = 10;
/**
 * All the files of one application together. The special supply's list has 17 documents; a scan or a
 * phone photo of one is a few MB, so 100 MB holds every one with room, while 9 items × 10 files × 10 MB
 * (900 MB) would not be a document set but a disk filler.
 */
export const MAX_DOCUMENT_BYTES_PER_APPLICATION = 100 * 1024 * 1024;

/** Whether files of `addedBytes` fit beside the `storedBytes` an application already holds. */
export const fitsDocumentQuota = (storedBytes: number, addedBytes: number): boolean =>
  storedBytes + addedBytes <= MAX_DOCUMENT_BYTES_PER_APPLICATION;

export const documentMessages = {
  typeRefused: (name: string) => `${name}은(는) PDF, JPG, PNG 파일만 올릴 수 있습니다.`,
  /** an iPhone photo: how to get a JPG instead */
  heicRefused: (name: string) =>
    `${name}은(는) 아이폰 사진 형식(HEIC)이라 올릴 수 없습니다. PDF, JPG, PNG 파일만 올릴 수 있습니다. 아이폰의 설정 > 카메라 > 포맷에서 '높은 호환성'을 고른 뒤 다시 찍거나, 사진을 JPG로 공유해 올려 주세요.`,
  /** a 한글 document: how to get a PDF instead */
  hwpRefused: (name: string) =>
    `${name}은(는) 한글(HWP) 문서라 올릴 수 없습니다. PDF, JPG, PNG 파일만 올릴 수 있습니다. 한글에서 파일 > PDF로 저장하기로 PDF를 만들어 올려 주세요.`,
  /** what an upload that went through says (one or more files of one try) */
  uploaded: (names: readonly string[]) => {
    const last = names[names.length - 1] ?? '';
    return `${names.join(', ')}${objectParticle(last)} 올렸습니다.`;
  },
  removed: (name: string) => `${name}${objectParticle(name)} 지웠습니다.`,
  tooLarge: (name: string) =>
    `${name}은(는) ${MAX_DOCUMENT_FILE_BYTES / 1024 / 1024}MB를 넘어 올릴 수 없습니다.`,
  tooMany: `한 항목에는 파일을 ${MAX_DOCUMENT_FILES_PER_ITEM}개까지 올릴 수 있습니다.`,
  quotaExceeded: `한 신청의 서류는 모두 합쳐 ${MAX_DOCUMENT_BYTES_PER_APPLICATION / 1024 / 1024}MB까지 올릴 수 있습니다. 필요 없는 파일을 지운 뒤 다시 올려 주세요.`,
  tooManyChanges: '서류를 너무 자주 올리거나 지웠습니다. 잠시 후 다시 시도해 주세요.',
  noFile: '올릴 파일을 선택해 주세요.',
  unknownItem: '제출 서류 항목을 찾을 수 없습니다.',
  notRequired: '서류 제출 대상이 아닙니다.',
  notOpen: '서류 제출 기간이 아닙니다.',
  deadlinePassed: '서류 제출 기한이 지났습니다.',
  underReview: '서류 검토가 시작되어 파일을 바꿀 수 없습니다. 보완 요청이 있으면 다시 올릴 수 있습니다.',
  alreadySubmitted: '서류를 이미 제출했습니다.',
  missingItems: (labels: readonly string[]) => `제출하지 않은 필수 서류가 있습니다: ${labels.join(', ')}`,
  fileNotFound: '파일을 찾을 수 없습니다.',
  acceptedFile: '적격으로 확인된 파일은 지울 수 없습니다.',
} as const;

/** The type a document is stored and served as, from its checked extension. */
export function documentContentType(fileName: string): 'application/pdf' | 'image/jpeg' | 'image/png' | null {
  const ext = extensionOf(fileName);
  if (ext === 'pdf') return 'application/pdf';
  if (ext === 'jpg' || ext === 'jpeg') return 'image/jpeg';
  if (ext === 'png') return 'image/png';
  return null;
}

/** The type a file's first bytes show, whatever its name says; null when none of the three. */
export function sniffDocumentType(bytes: Uint8Array): 'application/pdf' | 'image/jpeg' | 'image/png' | null {
  const starts = (signature: readonly number[]) =>
    bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte);
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf'; // %PDF-
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  return null;
}

/** The refusal of a file whose type is not taken: with the way to convert it when it is HEIC or HWP. */
export function typeRefusal(name: string): string {
  const ext = extensionOf(name);
  if (ext === 'heic' || ext === 'heif') return documentMessages.heicRefused(name);
  if (ext === 'hwp' || ext === 'hwpx') return documentMessages.hwpRefused(name);
  return documentMessages.typeRefused(name);
}

/**
 * Why a file is refused, or null: its name must be a PDF, JPG or PNG and its bytes the type the name
 * says (a renamed file is refused by name), and it must fit the limit.
 */
export function refuseDocumentFile(file: { name: string; size: number; bytes: Uint8Array }): string | null {
  const named = documentContentType(file.name);
  if (!named || sniffDocumentType(file.bytes) !== named) return typeRefusal(file.name);
  if (file.size > MAX_DOCUMENT_FILE_BYTES) return documentMessages.tooLarge(file.name);
  return null;
}

/** Bytes for people: 1.2MB, 350KB. */
export function formatFileSize(size: number): string {
  if (size >= 1024 * 1024) return `${(size / 1024 / 1024).toFixed(1)}MB`;
  return `${Math.max(1, Math.round(size / 1024))}KB`;
}
