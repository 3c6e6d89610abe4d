import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { loadConfig } from '../src/config/config';

describe('scale-out configuration', () => {
  test('when no Redis or bucket is set, then the API keeps the one-process defaults', () => {
    const config = loadConfig({});
    assert.equal(config.redisUrl, undefined);
    assert.equal(config.s3, undefined);
    assert.equal(config.redisKeyPrefix, 'portal:');
  });

  test('when the S3 variables are set, then the store reads them', () => {
    const config = loadConfig({
      S3_BUCKET: 'portal-files',
      S3_REGION: 'ap-northeast-2',
      S3_ENDPOINT: 'https://kr.object.ncloudstorage.com',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'key',
      REDIS_URL: 'rediss://cache.internal:6380',
    });
    assert.deepEqual(config.s3, {
      bucket: 'portal-files',
      region: 'ap-northeast-2',
      endpoint: 'https://kr.object.ncloudstorage.com',
      forcePathStyle: true,
      accessKeyId: 'id',
      secretAccessKey: 'key',
    });
    assert.equal(config.redisUrl, 'rediss://cache.internal:6380');
  });

  test('when a scale-out variable is malformed, then the start stops naming it', () => {
    assert.throws(() => loadConfig({ REDIS_URL: 'localhost:6379' }), /REDIS_URL: must start with redis/);
    assert.throws(() => loadConfig({ S3_BUCKET: 'b', S3_ENDPOINT: 'minio:9000' }), /S3_ENDPOINT/);
    assert.throws(() => loadConfig({ S3_BUCKET: 'b', S3_FORCE_PATH_STYLE: 'yes' }), /S3_FORCE_PATH_STYLE/);
    assert.throws(() => loadConfig({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'id' }), /S3_SECRET_ACCESS_KEY/);
  });
});
