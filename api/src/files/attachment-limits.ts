import {
  ATTACHMENT_EXTENSIONS,
  MAX_ATTACHMENT_BYTES,
  MAX_ATTACHMENTS,
} from '@portal/shared-types/common/uploads';
import { multipart } from './multipart';

/**
 * The post's JSON part: its content (at most 10,000,000 characters, board-inputs.schema.ts) may hold
 * pasted base64 images, which are ASCII, so 10 MB of JSON is what the form needs.
 */
export const MAX_POST_PART_BYTES = 10 * 1024 * 1024;
/** `deletedFiles`: at most 100 names of at most 500 characters, JSON-quoted. */
export const MAX_DELETED_FILES_PART_BYTES = 200 * 1024;

/** The multipart parser of notice and resource forms: `files`, 20 MB each, 10 at most, and JSON parts. */
export const attachmentUpload = (part: 'notice' | 'resource', tempDir: string) =>
  multipart({
    fileField: 'files',
    maxFiles: MAX_ATTACHMENTS,
    maxFileBytes: MAX_ATTACHMENT_BYTES,
    allowedExtensions: ATTACHMENT_EXTENSIONS,
    jsonParts: { [part]: MAX_POST_PART_BYTES, deletedFiles: MAX_DELETED_FILES_PART_BYTES },
    tempDir,
  });
