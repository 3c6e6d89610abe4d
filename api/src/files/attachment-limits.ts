import {
  ATTACHMENT_EXTENSIONS,
  MAX_ATTACHMENT_BYTES,
  MAX_ATTACHMENTS,
} from '@portal/shared-types/common/uploads';
import { MAX_RICH_TEXT_PART_BYTES, multipart } from './multipart';

/** `deletedFiles`: at most 100 names of at most 500 characters, JSON-quoted. */
export const MAX_DELETED_FILES_PART_BYTES = 200 * 1024;

/** The multipart parser of notice and resource forms: `files`, 20 MB each, 10 at most, and JSON parts. */
export const attachmentUpload = (part: 'notice' | 'resource', tempDir: string) =>
  multipart({
    fileField: 'files',
    maxFiles: MAX_ATTACHMENTS,
    maxFileBytes: MAX_ATTACHMENT_BYTES,
    allowedExtensions: ATTACHMENT_EXTENSIONS,
    jsonParts: { [part]: MAX_RICH_TEXT_PART_BYTES, deletedFiles: MAX_DELETED_FILES_PART_BYTES },
    tempDir,
  });
