import { decisionSchema, markFileSchema } from '../../src/after-draw/after-draw.schema';

const issuesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues.map(({ path, message }) => ({ path, message }));

test("when a 보완 요청 has no reason, then the message is the reason's (a form shows it beside that field)", () => {
  expect(issuesOf(markFileSchema.safeParse({ state: 'supplement', reason: '  ' }))).toEqual([
    { path: ['reason'], message: '보완 요청 사유를 입력해 주세요.' },
  ]);
  expect(markFileSchema.safeParse({ state: 'accepted' }).success).toBe(true);
});

test("when 부적격 has no reason, then the message is the reason's", () => {
  expect(issuesOf(decisionSchema.safeParse({ eligible: false }))).toEqual([
    { path: ['reason'], message: '부적격 사유를 입력해 주세요.' },
  ]);
  expect(decisionSchema.parse({ eligible: false, reason: ' 소득 기준 초과 ' })).toEqual({
    eligible: false,
    reason: '소득 기준 초과',
  });
});
