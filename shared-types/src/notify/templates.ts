import { siteConfig } from '../site/site-config';

/**
 * What an applicant hears about: the application, the draw, and after it the documents, the review,
 * a reserve's call-up, the contract, the deadline reminder, and an admin's own notice (notice.ts). An
 * event takes one template below once it is built.
 */
export const NOTIFY_EVENTS = [
  'submitted',
  'resultsPublished',
  'winningStateChanged',
  'documentsRequested',
  'supplementRequested',
  'eligibilityDecided',
  'reserveCalled',
  'contractNotice',
  'objectionDecided',
  'deadlineReminder',
  'adminNotice',
] as const;
export type NotifyEvent = (typeof NOTIFY_EVENTS)[number];

/** The variables a template may take; none of them is personal data. */
export interface TemplateVariables {
  receiptNumber?: string;
}

export interface MessageTemplate {
  /** the event that sends it */
  event: NotifyEvent;
  /** the variables it needs (the link and the complex's name are always filled in) */
  variables: readonly (keyof TemplateVariables)[];
  /** the text: {name} is the complex's message name, {link} the inquiry page, {receiptNumber} the 접수번호 */
  text: string;
}

/**
 * The one table of messages. The key is the template code registered with the 알림톡 vendor; a changed
 * text needs a new code (the vendor approves each text), so codes carry a version.
 */
export const messageTemplates = {
  SUBMITTED_V1: {
    event: 'submitted',
    variables: ['receiptNumber'],
    text: '[{name}] 청약 접수가 완료되었습니다. 접수번호 {receiptNumber}',
  },
  RESULT_V1: {
    event: 'resultsPublished',
    variables: [],
    text: '[{name}] 청약 결과가 등록되었습니다. 확인: {link}',
  },
  RESULT_CHANGED_V1: {
    event: 'winningStateChanged',
    variables: [],
    text: '[{name}] 청약 결과가 변경되었습니다. 확인: {link}',
  },
  DOCUMENTS_REQUESTED_V1: {
    event: 'documentsRequested',
    variables: [],
    text: '[{name}] 제출 서류 안내가 있습니다. 확인: {link}',
  },
  SUPPLEMENT_REQUESTED_V1: {
    event: 'supplementRequested',
    variables: [],
    text: '[{name}] 제출 서류 보완 요청이 있습니다. 확인: {link}',
  },
  ELIGIBILITY_DECIDED_V1: {
    event: 'eligibilityDecided',
    variables: [],
    text: '[{name}] 서류 심사 결과가 등록되었습니다. 확인: {link}',
  },
  RESERVE_CALLED_V1: {
    event: 'reserveCalled',
    variables: [],
    text: '[{name}] 청약 진행 안내가 있습니다. 확인: {link}',
  },
  CONTRACT_NOTICE_V1: {
    event: 'contractNotice',
    variables: [],
    text: '[{name}] 계약 안내가 등록되었습니다. 확인: {link}',
  },
  OBJECTION_DECIDED_V1: {
    event: 'objectionDecided',
    variables: [],
    text: '[{name}] 소명 검토 결과가 등록되었습니다. 확인: {link}',
  },
  DEADLINE_REMINDER_V1: {
    event: 'deadlineReminder',
    variables: [],
    text: '[{name}] 서류 제출 마감이 내일입니다. 확인: {link}',
  },
} as const satisfies Record<string, MessageTemplate>;

export type TemplateCode = keyof typeof messageTemplates;
export const TEMPLATE_CODES = Object.keys(messageTemplates) as TemplateCode[];

/** The template each built event sends. */
export const templateOfEvent = {
  submitted: 'SUBMITTED_V1',
  resultsPublished: 'RESULT_V1',
  winningStateChanged: 'RESULT_CHANGED_V1',
  documentsRequested: 'DOCUMENTS_REQUESTED_V1',
  supplementRequested: 'SUPPLEMENT_REQUESTED_V1',
  eligibilityDecided: 'ELIGIBILITY_DECIDED_V1',
  reserveCalled: 'RESERVE_CALLED_V1',
  contractNotice: 'CONTRACT_NOTICE_V1',
  objectionDecided: 'OBJECTION_DECIDED_V1',
  deadlineReminder: 'DEADLINE_REMINDER_V1',
} as const satisfies Partial<Record<NotifyEvent, TemplateCode>>;

/** The page every message links to: the applicant looks the result up there after verifying. */
export const inquiryLink = (siteUrl: string = siteConfig.siteUrl) => `${siteUrl.replace(/\/+$/, '')}/inquiry`;

/** The text of a message; throws when a variable the template needs is missing. */
export function renderMessage(
  code: TemplateCode,
  variables: TemplateVariables = {},
  site: { name: string; url: string } = { name: siteConfig.messageName, url: siteConfig.siteUrl },
): string {
  const template: MessageTemplate = messageTemplates[code];
  for (const name of template.variables) {
    if (!variables[name]) throw new Error(`template ${code} needs ${name}`);
  }
  return template.text.replace(/\{(\w+)\}/g, (_match, key: string) => {
    if (key === 'name') return site.name;
    if (key === 'link') return inquiryLink(site.url);
    return variables[key as keyof TemplateVariables] ?? '';
  });
}

/** One SMS holds 90 bytes in EUC-KR, where a Korean letter takes two and ASCII one. */
export const SMS_BYTES = 90;

export const smsBytes = (text: string): number =>
  Array.from(text).reduce((sum, char) => sum + (char.charCodeAt(0) < 0x80 ? 1 : 2), 0);

/** The fallback when the 알림톡 cannot be delivered: an SMS when the text fits one, else an LMS. */
export const fallbackChannel = (text: string): 'sms' | 'lms' => (smsBytes(text) <= SMS_BYTES ? 'sms' : 'lms');
