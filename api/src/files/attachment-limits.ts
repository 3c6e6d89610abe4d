import {
  ATTACHMENT_EXTENSIONS,
  MAX_ATTACHMENT_BYTES,
  MAX_ATTACHMENTS,
} from '@portal/shared-types/common/uploads';
import { multipart } from './multipart';

/** The multipart parser of notice and resource forms: `files`, 20 MB each, 10 at most, and JSON parts. */
export const attachmentUpload = (part: 'notice' | 'resource') =>
  multipart({
    fileField: 'files',
    maxFiles: MAX_ATTACHMENTS,
    maxFileBytes: MAX_ATTACHMENT_BYTES,
    allowedExtensions: ATTACHMENT_EXTENSIONS,
    jsonParts: [part, 'deletedFiles'],
  });
