import type { Response } from 'express';
import type { z } from 'zod';
import { deletedFilesSchema } from '@portal/shared-types/board/board-inputs.schema';
import { sanitizeRichText } from '../html/sanitize';
import type { AttachmentChanges } from './attachments-use-cases';
import { jsonPart } from './multipart';
import type { UploadedFile } from './uploaded-file';

/** The JSON part (validated, content sanitised), the deleted names and the uploaded files of a board form. */
export function readBoardForm<S extends z.ZodType<{ content: string }>>(
  req: { body: unknown },
  res: Response,
  part: string,
  schema: S,
): { input: z.output<S>; changes: AttachmentChanges } {
  const input = schema.parse(jsonPart(req.body, part, true));
  const deletedFiles = deletedFilesSchema.parse(jsonPart(req.body, 'deletedFiles', false) ?? []);
  const files = (res.locals.files as UploadedFile[] | undefined) ?? [];
  return { input: { ...input, content: sanitizeRichText(input.content) }, changes: { files, deletedFiles } };
}
