import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { apiMessages } from '@portal/shared-types/common/api-messages';
import { AppError } from '../http/app-error';
import { isStoredName, newStoredName, type FileSource, type FileStore } from './file-store';

export interface S3Options {
  bucket: string;
  region: string;
  endpoint?: string | undefined;
  forcePathStyle: boolean;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
}

/** Unreachable or failing storage: the request answers 503 in Korean, never a 500 or a hang. */
const unavailable = () => new AppError(503, apiMessages.storageUnavailable);

/**
 * Files as objects in an S3-compatible bucket, keyed by the generated stored name. Without keys in the
 * configuration the SDK's own chain (instance role, environment) supplies the credentials.
 */
export function createS3FileStore(options: S3Options): FileStore {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
    // checksums only when the operation requires them: not every S3-compatible server knows the new ones
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 2,
    requestHandler: { connectionTimeout: 3000, requestTimeout: 30_000 },
  });
  const Bucket = options.bucket;

  return {
    async put(source, extension) {
      const storedName = newStoredName(extension);
      try {
        await client.send(new PutObjectCommand({ Bucket, Key: storedName, ...(await bodyOf(source)) }));
      } catch {
        throw unavailable();
      }
      return storedName;
    },
    async get(storedName) {
      if (!isStoredName(storedName)) return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: storedName }));
        if (!object.Body) return null;
        return { stream: object.Body as Readable, size: object.ContentLength ?? 0 };
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return null;
        throw unavailable();
      }
    },
    async remove(storedName) {
      if (!isStoredName(storedName)) return;
      // Removal follows a committed row change or cleans up after a failure: an object left behind
      // while the storage is down costs only space, while an error here would report a done change as failed.
      await client.send(new DeleteObjectCommand({ Bucket, Key: storedName })).catch(() => undefined);
    },
  };
}

/** A file on disk goes as a stream of known length, never read whole into memory. */
async function bodyOf(source: FileSource) {
  if (Buffer.isBuffer(source)) return { Body: source, ContentLength: source.length };
  return { Body: createReadStream(source.path), ContentLength: (await stat(source.path)).size };
}
