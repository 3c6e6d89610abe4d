import { JOB_NAMES, jobPlans, readableJobError } from '../src/jobs/jobs';

test('when an error names a phone or registration number, then the admin reads it masked, first line only', () => {
  expect(readableJobError('업체 응답 없음: 010-1234-5678\n    at send (solapi.ts:10:3)')).toBe(
    '업체 응답 없음: ***',
  );
  expect(readableJobError('수신번호 01012345678 오류')).toBe('수신번호 *** 오류');
  expect(readableJobError('주민번호 900101-1234567')).toBe('주민번호 ***');
  // short numbers (counts, ids, ports) stay
  expect(readableJobError('connect ECONNREFUSED 127.0.0.1:5432')).toBe('connect ECONNREFUSED 127.0.0.1:5432');
});

test('when an error is long, then it is cut to 300 characters', () => {
  const message = readableJobError('가'.repeat(1000));
  expect(message).toHaveLength(300);
  expect(message.endsWith('…')).toBe(true);
});

test('when the jobs are listed, then each has a Korean name and schedule', () => {
  for (const name of JOB_NAMES) {
    expect(jobPlans[name].title).toMatch(/[가-힣]/);
    expect(jobPlans[name].schedule).toMatch(/[가-힣]/);
  }
});
