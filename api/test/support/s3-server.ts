import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3Options } from '../../src/files/s3-file-store';

export interface LocalS3 {
  /** what the API's S3 store needs to reach this server */
  options: S3Options;
  /** the same as S3_* environment variables, for API processes */
  env: Record<string, string>;
  /** the keys in the bucket */
  keys: () => Promise<string[]>;
  stop: () => Promise<void>;
}

const BUCKET = 'portal-test';

/** A local S3-compatible server (s3rver) on a free port with one empty bucket, in a temporary folder. */
export async function startLocalS3(): Promise<LocalS3> {
  const directory = mkdtempSync(path.join(tmpdir(), 'portal-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await server.run();
  const options: S3Options = {
    bucket: BUCKET,
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    forcePathStyle: true,
    // s3rver's fixed test keys, not a secret
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  };
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  let stopped = false;
  return {
    options,
    env: {
      S3_BUCKET: BUCKET,
      S3_REGION: options.region,
      S3_ENDPOINT: options.endpoint!,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    keys: async () => {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: BUCKET }));
      return (listed.Contents ?? []).map((object) => object.Key!);
    },
    stop: async () => {
      if (stopped) return;
      stopped = true;
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
