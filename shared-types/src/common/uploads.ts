/** Upload limits and allowed types of the API contract (section Files). */
export const ATTACHMENT_EXTENSIONS = [
  'pdf',
  'hwp',
  'hwpx',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'ppt',
  'pptx',
  'txt',
  'zip',
  'jpg',
  'jpeg',
  'png',
  'gif',
  'webp',
] as const;
export const POPUP_IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp'] as const;

export const MAX_ATTACHMENT_BYTES = 20 * 1024 * 1024;
export const MAX_ATTACHMENTS = 10;
export const MAX_POPUP_IMAGE_BYTES = 5 * 1024 * 1024;

/** The lower-case extension of a file name, or '' when it has none. */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

export function isAllowedExtension(fileName: string, allowed: readonly string[]): boolean {
  return allowed.includes(extensionOf(fileName));
}
