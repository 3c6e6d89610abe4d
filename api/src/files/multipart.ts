import type { RequestHandler } from 'express';
import multer from 'multer';
import { apiMessages } from '@portal/shared-types/common/api-messages';
import { isAllowedExtension } from '@portal/shared-types/common/uploads';
import { AppError } from '../http/app-error';
import { rejectNul } from '../http/text-input';
import { jsonNestsDeeperThan, tooDeep } from '../http/json-depth';
import { imageMatchesExtension } from './image-signature';
import { removeTempFolder, tempFileStorage, type StoredPart } from './temp-file-storage';
import type { UploadedFile } from './uploaded-file';

interface MultipartOptions {
  /** the one file field and how many files it may hold */
  fileField: string;
  maxFiles: number;
  maxFileBytes: number;
  allowedExtensions: readonly string[];
  /**
   * A file check of the caller's own in place of the extension and image-signature checks: its message
   * when the file is refused (415), else null.
   */
  checkFile?: (file: UploadedFile) => string | null;
  /**
   * The JSON parts and the most bytes each may hold. Clients send them as a text field or as a part of
   * type `application/json` (a `Blob` in a `FormData`); either way they land in `req.body` as text.
   */
  jsonParts: Readonly<Record<string, number>>;
  /** the app's folder for uploads in progress (each request gets a folder of its own there) */
  tempDir: string;
}

/**
 * The JSON part of a form with rich content (a notice, a resource, a popup): the editor keeps pasted
 * images in the HTML as base64 data URLs (ASCII), and the content may hold 10,000,000 characters.
 */
export const MAX_RICH_TEXT_PART_BYTES = 10 * 1024 * 1024;
/** Any other text field: no form sends one, so a few hundred bytes are plenty. */
export const MAX_OTHER_FIELD_BYTES = 512;
/** Text fields besides the JSON parts a request may hold. */
const OTHER_FIELDS = 4;
const JSON_TYPE = /^application\/json\s*(;|$)/i;

/**
 * Multipart parsing with the contract's limits, answering 413 and 415 in Korean. Files stream to
 * temporary files (temp-file-storage.ts) and land in `res.locals.files` with their original (UTF-8)
 * names and an allowed extension; text fields are capped at what the form needs.
 */
export function multipart(options: MultipartOptions): RequestHandler {
  const textCaps = new Map(Object.entries(options.jsonParts));
  const fieldCap = Math.max(MAX_OTHER_FIELD_BYTES, ...textCaps.values());
  const parser = multer({
    storage: tempFileStorage(options.tempDir, textCaps),
    // browsers send file names as UTF-8 without saying so; busboy's default would read them as latin1
    defParamCharset: 'utf8',
    limits: {
      // the real files' own limit is checked once parsed
      fileSize: Math.max(options.maxFileBytes, ...textCaps.values()),
      files: options.maxFiles + textCaps.size,
      fields: textCaps.size + OTHER_FIELDS,
      fieldSize: fieldCap,
      parts: options.maxFiles + 2 * textCaps.size + OTHER_FIELDS,
    },
    // a JSON part's name with any other type is a file where none belongs
    fileFilter: (_req, file, accept) => {
      if (textCaps.has(file.fieldname) && !JSON_TYPE.test(file.mimetype))
        return accept(new multer.MulterError('LIMIT_UNEXPECTED_FILE', file.fieldname));
      accept(null, true);
    },
  }).fields([
    { name: options.fileField, maxCount: options.maxFiles },
    ...[...textCaps.keys()].map((name) => ({ name, maxCount: 1 })),
  ]);

  return (req, res, next) => {
    // success or failure, the request's temporary files go once the answer is out
    res.once('close', () => void removeTempFolder(req));
    parser(req, res, (error: unknown) => {
      if (error) return next(toAppError(error, options));
      const parts = (req.files as Record<string, Express.Multer.File[]> | undefined) ?? {};
      // a request that was no multipart at all (a JSON body, or none) has no text fields to cap
      const body = (req.body ?? {}) as Record<string, unknown>;
      if (fieldTooLarge(body, textCaps)) return next(new AppError(413, apiMessages.multipartTooLarge));
      const moved = moveJsonParts(body, parts, [...textCaps.keys()]);
      if (moved) return next(moved);
      try {
        // after the move: a JSON part sent as a file is text like any other
        rejectNul(req.body, 'body');
      } catch (refusal) {
        return next(refusal);
      }
      const files = (parts[options.fileField] ?? []).map(toUploaded);
      const tooLarge = files.find((file) => file.size > options.maxFileBytes);
      if (tooLarge) return next(fileTooLarge(options));
      if (options.checkFile) {
        for (const file of files) {
          const refusal = options.checkFile(file);
          if (refusal) return next(new AppError(415, refusal));
        }
        res.locals.files = files;
        return next();
      }
      const refused = files.find((file) => !isAllowedExtension(file.originalName, options.allowedExtensions));
      if (refused) return next(new AppError(415, apiMessages.fileTypeNotAllowed(refused.originalName)));
      // an image is served with the type of its name, so its bytes must be that type
      const disguised = files.find((file) => !imageMatchesExtension(file.originalName, file.head));
      if (disguised) return next(new AppError(415, apiMessages.fileTypeNotAllowed(disguised.originalName)));
      res.locals.files = files;
      next();
    });
  };
}

/** True when a text field holds more than its part's cap (a field of no JSON part: a few hundred bytes). */
function fieldTooLarge(body: Record<string, unknown>, caps: ReadonlyMap<string, number>): boolean {
  return Object.entries(body).some(([name, value]) =>
    [value]
      .flat()
      .some(
        (text) =>
          typeof text === 'string' && Buffer.byteLength(text) > (caps.get(name) ?? MAX_OTHER_FIELD_BYTES),
      ),
  );
}

/** File systems and most clients take names of at most 255 bytes. */
export const MAX_FILE_NAME_BYTES = 255;

/**
 * Only the last path segment of a name is kept; control characters never reach the database. A name
 * over 255 bytes loses the end of its stem, on a character boundary, and keeps its extension.
 */
export function cleanFileName(name: string): string {
  const clean = [...(name.split(/[/\\]/).pop() ?? '')]
    .filter((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f)
    .join('');
  return shortenFileName(clean, MAX_FILE_NAME_BYTES) || 'file';
}

const bytes = (text: string) => Buffer.byteLength(text, 'utf8');

/** Cuts the stem (whole code points) until the name fits in `max` UTF-8 bytes; the extension stays. */
export function shortenFileName(name: string, max: number): string {
  if (bytes(name) <= max) return name;
  const dot = name.lastIndexOf('.');
  // an "extension" as long as the limit is no extension: cut the whole name
  const extension = dot > 0 && bytes(name.slice(dot)) <= 16 ? name.slice(dot) : '';
  const room = max - bytes(extension);
  let stem = '';
  let used = 0;
  for (const char of name.slice(0, name.length - extension.length)) {
    used += bytes(char);
    if (used > room) break;
    stem += char;
  }
  return stem + extension;
}

function toUploaded(file: Express.Multer.File): UploadedFile {
  const part = file as Express.Multer.File & StoredPart;
  return {
    originalName: cleanFileName(file.originalname),
    path: part.path!,
    size: part.size,
    mimeType: file.mimetype,
    head: part.head!,
  };
}

/** Puts each JSON part that came as a file into the body as text; an error when it came twice. */
function moveJsonParts(
  body: Record<string, unknown>,
  parts: Record<string, Express.Multer.File[]>,
  names: readonly string[],
): AppError | null {
  for (const name of names) {
    const file = parts[name]?.[0];
    if (!file) continue;
    if (body[name] !== undefined) return new AppError(400, apiMessages.badMultipart);
    body[name] = (file as Express.Multer.File & StoredPart).text;
  }
  return null;
}

const fileTooLarge = (options: MultipartOptions) =>
  new AppError(413, apiMessages.fileTooLarge(Math.round(options.maxFileBytes / 1024 / 1024)));

function toAppError(error: unknown, options: MultipartOptions): AppError {
  if (error instanceof multer.MulterError) {
    if (error.code === 'LIMIT_FILE_SIZE') {
      return error.field !== options.fileField
        ? new AppError(413, apiMessages.multipartTooLarge)
        : fileTooLarge(options);
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
  let parsed: unknown = value;
  if (typeof value === 'string') {
    if (jsonNestsDeeperThan(value)) throw tooDeep();
    try {
      parsed = JSON.parse(value) as unknown;
    } catch {
      throw new AppError(400, apiMessages.partNotJson(part));
    }
  }
  // JSON's \u0000 escape reaches here only after parsing
  rejectNul(parsed, part);
  return parsed;
}
