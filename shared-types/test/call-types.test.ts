import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BodyOf, ParamsOf, QueryOf, ResponseOf } from '../src/http/call-types';
import type { auditCalls } from '../src/http/calls/audit';
import type { authCalls } from '../src/http/calls/auth';
import type { applicantCalls } from '../src/http/calls/applicants';
import type { noticeCalls } from '../src/http/calls/board';
import type { roundCalls } from '../src/http/calls/rounds';
import type { Notice } from '../src/board/notice-rules';
import type { NoticeDetail } from '../src/board/notices.schema';
import type { Applicant, ApplicantSubmissionInput } from '../src/applicants/applicants.schema';
import type { AuditEntry, AuditKind } from '../src/audit/audit.schema';
import type { Round } from '../src/rounds/round-rules';
import type { RoundInput } from '../src/rounds/rounds.schema';
import type { LoginResponse } from '../src/auth/second-factor.schema';

/** Compiles only when A and B are the same type (tsc checks this file: `npm test` runs it first). */
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const same = <A, B>(proof: Equal<A, B>) => proof;

describe('the types of a contract call', () => {
  test('ResponseOf is what the call answers, void for a call without a body', () => {
    expect(same<ResponseOf<typeof noticeCalls.detail>, NoticeDetail>(true)).toBe(true);
    expect(same<ResponseOf<typeof noticeCalls.list>, Notice[]>(true)).toBe(true);
    expect(same<ResponseOf<typeof applicantCalls.saveWinningStates>, Applicant[]>(true)).toBe(true);
    expect(same<ResponseOf<typeof roundCalls.close>, Round>(true)).toBe(true);
    expect(
      same<
        ResponseOf<typeof authCalls.loginCode>,
        { token: string; wrongCodes: number; recoveryCodesLeft?: number | undefined }
      >(true),
    ).toBe(true);
    expect(same<ResponseOf<typeof authCalls.login>, LoginResponse>(true)).toBe(true);
    expect(same<ResponseOf<typeof noticeCalls.remove>, void>(true)).toBe(true);
    expect(same<ResponseOf<typeof auditCalls.log>, AuditEntry[]>(true)).toBe(true);
  });

  test('BodyOf is what a client sends: the input, defaults optional', () => {
    expect(same<BodyOf<typeof applicantCalls.update>, ApplicantSubmissionInput>(true)).toBe(true);
    expect(same<BodyOf<typeof roundCalls.close>, { isClosed: boolean }>(true)).toBe(true);
    expect(same<BodyOf<typeof roundCalls.create>['description'], string | undefined>(true)).toBe(true);
    expect(same<BodyOf<typeof roundCalls.create>['title'], RoundInput['title']>(true)).toBe(true);
    expect(same<BodyOf<typeof noticeCalls.detail>, never>(true)).toBe(true);
  });

  test('ParamsOf names the path parameters; QueryOf the query with the values the server reads', () => {
    expect(same<ParamsOf<typeof applicantCalls.ofRound>, { roundId: string | number }>(true)).toBe(true);
    expect(same<ParamsOf<typeof noticeCalls.list>, Record<never, string | number>>(true)).toBe(true);
    expect(same<QueryOf<typeof auditCalls.log>['roundId'], number | undefined>(true)).toBe(true);
    expect(same<QueryOf<typeof auditCalls.log>['kind'], AuditKind | undefined>(true)).toBe(true);
    expect(same<QueryOf<typeof noticeCalls.page>['page'], number | undefined>(true)).toBe(true);
    expect(same<QueryOf<typeof noticeCalls.page>['topFixed'], boolean | undefined>(true)).toBe(true);
  });

  test('the helpers import zod as a type only, so a public page that uses them loads no zod', () => {
    const source = readFileSync(path.join(__dirname, '..', 'src', 'http', 'call-types.ts'), 'utf8');
    const imports = source.split('\n').filter((line) => line.startsWith('import '));
    expect(imports.length).toBeGreaterThan(0);
    for (const line of imports) expect(line).toMatch(/^import type /);
  });
});
