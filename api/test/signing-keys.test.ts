import assert from 'node:assert/strict';
import { createHmac, hkdfSync } from 'node:crypto';
import { describe, test } from 'node:test';
import jwt from 'jsonwebtoken';
import { purposeKey, signingKey } from '../src/crypto/signing-keys';
import { readVerification, signVerificationToken } from '../src/identity/verification-token';
import { readPass, signPass } from '../src/waiting-room/waiting-pass';
import { signAdminToken, verifyAdminToken } from '../src/auth/admin-token';

const SECRET = 'a-server-secret-of-at-least-32-characters';
const NOW = new Date('2026-05-10T10:00:00+09:00');
const seconds = Math.floor(NOW.getTime() / 1000);

// Tokens given out before the keys were made once must still be good after a deploy, and the reverse:
// the key objects hold the very bytes the strings did.
describe('signing keys made once', () => {
  test('a token signed with the secret as text verifies with its key object, and the reverse', () => {
    const old = jwt.sign({ sub: 'admin', iat: seconds }, SECRET, { algorithm: 'HS256' });
    assert.equal(
      (jwt.verify(old, signingKey(SECRET), { clockTimestamp: seconds }) as jwt.JwtPayload).sub,
      'admin',
    );
    const made = jwt.sign({ sub: 'admin', iat: seconds }, signingKey(SECRET), { algorithm: 'HS256' });
    assert.equal(made, old, 'the same signature');
  });

  test('derived bytes and a purpose key sign as their text did', () => {
    const bytes = Buffer.from(hkdfSync('sha256', SECRET, 'salt', 'info', 32));
    assert.equal(
      jwt.sign({ iat: seconds }, signingKey(bytes), { algorithm: 'HS256' }),
      jwt.sign({ iat: seconds }, bytes, { algorithm: 'HS256' }),
    );
    const hex = createHmac('sha256', SECRET).update('applicant-verification').digest('hex');
    const before = jwt.sign(
      {
        name: '홍길동',
        phone: '01012345678',
        aud: 'applicant-verification',
        iat: seconds,
        exp: seconds + 600,
      },
      hex,
      { algorithm: 'HS256' },
    );
    assert.deepEqual(readVerification(SECRET, before, NOW), { name: '홍길동', phone: '01012345678' });
    assert.equal(
      signVerificationToken(SECRET, { name: '홍길동', phone: '01012345678' }, NOW),
      jwt.sign(
        {
          name: '홍길동',
          phone: '01012345678',
          aud: 'applicant-verification',
          iat: seconds,
          exp: seconds + 30 * 60,
        },
        hex,
        { algorithm: 'HS256' },
      ),
    );
  });

  test('each purpose and each secret has its own key: no token passes as another kind or server', () => {
    assert.notEqual(
      purposeKey(SECRET, 'a').export().toString('hex'),
      purposeKey(SECRET, 'b').export().toString('hex'),
    );
    const { pass } = signPass(SECRET, 7, 3, NOW);
    assert.equal(readPass(SECRET, pass, 7, NOW)?.ticket, 3);
    assert.equal(readPass(`${SECRET}-other`, pass, 7, NOW), null);
    assert.throws(() => readVerification(SECRET, pass, NOW));
    const admin = signAdminToken(SECRET, 'admin', NOW);
    assert.equal(verifyAdminToken(SECRET, admin, NOW).sub, 'admin');
    assert.throws(() => verifyAdminToken(`${SECRET}-other`, admin, NOW));
  });

  test('many secrets in one process (tests, benches) keep working: the store of keys stays bounded', () => {
    for (let i = 0; i < 200; i += 1) {
      const secret = `${SECRET}-${i}`;
      const token = signAdminToken(secret, `admin${i}`, NOW);
      assert.equal(verifyAdminToken(secret, token, NOW).sub, `admin${i}`);
    }
  });
});
