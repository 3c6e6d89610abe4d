import { accessReasonHeaderSchema, accessReasonSchema, encodeAccessReason } from '../src/audit/access-reason';

describe('the reason of an access to personal data', () => {
  it('when a Korean reason is encoded for the header, then the server reads it back, trimmed', () => {
    const header = encodeAccessReason('  계약 안내 연락 ');
    expect(header).toMatch(/^[\x20-\x7e]+$/);
    expect(accessReasonHeaderSchema.parse(header)).toBe('계약 안내 연락');
  });
  it.each([
    ['too short', '가'],
    ['blank', '   '],
    ['too long', '가'.repeat(201)],
    ['a line break', '서류\n검토'],
    ['a control character', '서류\u0007검토'],
    ['a line separator', '서류\u2028검토'],
  ])('when the reason is %s, then it is refused in Korean', (_label, reason) => {
    const result = accessReasonHeaderSchema.safeParse(encodeURIComponent(reason));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/열람 사유는/);
  });
  it('when the header is not valid percent-encoding, then it is refused, not thrown', () => {
    expect(accessReasonHeaderSchema.safeParse('%E0%A4%A').success).toBe(false);
  });
  it('when 200 characters are typed, then they are taken', () => {
    expect(accessReasonSchema.parse('가'.repeat(200))).toHaveLength(200);
  });
});
