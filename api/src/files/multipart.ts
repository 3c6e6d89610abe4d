import type { RequestHandler } from 'express';
import multer from 'multer';
import { apiMessages } from '@portal/shared-types/api-messages';
import { isAllowedExtension } from '@portal/shared-types/uploads';
import { AppError } from '../http/app-error';
import { imageMatchesExtension } from './image-signature';

export interface UploadedFile {
  originalName: string;
  bytes: Buffer;
  size: number;
  mimeType: string;
}

interface MultipartOptions {
  /** the one file field and how many files it may hold */
  fileField: string;
  maxFiles: number;
  maxFileBytes: number;
  allowedExtensions: readonly string[];
}

/**
 * Multipart parsing in memory with the contract's limits, answering 413 and 415 in Korean.
 * Files land in `res.locals.files` with their original (UTF-8) names and an allowed extension.
 */
export function multipart(options: MultipartOptions): RequestHandler {
  const parser = multer({
    storage: multer.memoryStorage(),
    // browsers send file names as UTF-8 without saying so; busboy's default would read them as latin1
    defParamCharset: 'utf8',
    limits: {
      fileSize: options.maxFileBytes,
      files: options.maxFiles,
      fields: 20,
      // the JSON part's rich content may hold pasted base64 images
      fieldSize: 10 * 1024 * 1024,
      parts: options.maxFiles + 20,
    },
  }).array(options.fileField, options.maxFiles);

  return (req, res, next) => {
    // multer is typed against another copy of the Express types
    parser(req as never, res as never, (error: unknown) => {
      if (error) return next(toAppError(error, options));
      const files = ((req.files as Express.Multer.File[] | undefined) ?? []).map(toUploaded);
      const refused = files.find((file) => !isAllowedExtension(file.originalName, options.allowedExtensions));
      if (refused) return next(new AppError(415, apiMessages.fileTypeNotAllowed(refused.originalName)));
      // an image is served with the type of its name, so its bytes must be that type
      const disguised = files.find((file) => !imageMatchesExtension(file.originalName, file.bytes));
      if (disguised) return next(new AppError(415, apiMessages.fileTypeNotAllowed(disguised.originalName)));
      res.locals.files = files;
      next();
    });
  };
}

/** Only the last path segment of a name is kept; control characters never reach the database. */
export function cleanFileName(name: string): string {
  return (
    (name.split(/[/\\]/).pop() ?? '')
      .split('')
      .filter((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f)
      .join('')
      .slice(0, 255) || 'file'
  );
}

function toUploaded(file: Express.Multer.File): UploadedFile {
  return {
    originalName: cleanFileName(file.originalname),
    bytes: file.buffer,
    size: file.size,
    mimeType: file.mimetype,
  };
}

function toAppError(error: unknown, options: MultipartOptions): AppError {
  if (error instanceof multer.MulterError) {
    if (error.code === 'LIMIT_FILE_SIZE') {
      return new AppError(413, apiMessages.fileTooLarge(Math.round(options.maxFileBytes / 1024 / 1024)));
    }
    if (error.code === 'LIMIT_FILE_COUNT')
      return new AppError(413, apiMessages.tooManyFiles(options.maxFiles));
    if (error.code === 'LIMIT_UNEXPECTED_FILE') {
      // multer reports too many files in the one field the same way
      return error.field === options.fileField
        ? new AppError(413, apiMessages.tooManyFiles(options.maxFiles))
        : new AppError(400, apiMessages.unexpectedFilePart);
    }
    if (
      error.code === 'LIMIT_FIELD_VALUE' ||
      error.code === 'LIMIT_PART_COUNT' ||
      error.code === 'LIMIT_FIELD_COUNT'
    ) {
      return new AppError(413, apiMessages.multipartTooLarge);
    }
    return new AppError(400, apiMessages.badMultipart);
  }
  return new AppError(400, apiMessages.badMultipart);
}

/** A JSON part of a multipart body (or the same key of a JSON body), parsed with its schema. */
export function jsonPart(body: unknown, part: string, required: boolean): unknown {
  const value = (body as Record<string, unknown> | undefined)?.[part];
  if (value === undefined || value === '') {
    if (required) throw new AppError(400, apiMessages.partMissing(part));
    return undefined;
  }
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    throw new AppError(400, apiMessages.partNotJson(part));
  }
}
