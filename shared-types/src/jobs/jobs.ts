import { z } from 'zod';

/**
 * The API's background jobs. Each is a pg-boss queue of the same name with a cron schedule (pg-boss's cron
 * has minutes as its finest unit); delivery also queues its own next run two seconds after each, and its
 * entry shows the message jobs it works through.
 */
export const JOB_NAMES = [
  'delivery',
  'deadline-reminders',
  'lapses',
  'draw-retry',
  'audit-head',
  'audit-walk',
  'retention',
] as const;
export type JobName = (typeof JOB_NAMES)[number];

export interface JobPlan {
  /** what the admin reads */
  title: string;
  /** when it runs, in words */
  schedule: string;
}

export const jobPlans: Record<JobName, JobPlan> = {
  delivery: { title: '신청자 메시지 발송', schedule: '2초마다' },
  'deadline-reminders': { title: '서류 기한 하루 전 안내 메시지', schedule: '매분' },
  lapses: { title: '서류 기한 경과 기록', schedule: '매분' },
  'draw-retry': { title: '공개 난수를 기다리는 추첨 마무리', schedule: '매분' },
  'audit-head': { title: '감사 기록 끝 확인', schedule: '매분' },
  'audit-walk': { title: '감사 기록 전체 검증', schedule: '서버 시작 때와 매시 정각' },
  retention: { title: '보유 기간이 지난 개인정보 파기', schedule: '서버 시작 때와 매시 30분' },
};

/** pg-boss's states of a job's run. */
export const JOB_STATES = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];

export const jobStateLabels: Record<JobState, string> = {
  created: '대기',
  retry: '재시도 예정',
  active: '실행 중',
  completed: '완료',
  cancelled: '취소',
  failed: '실패',
};

const instant = z.iso.datetime({ offset: true });

export const jobRunSchema = z.object({
  state: z.enum(JOB_STATES),
  startedAt: instant,
  /** null while it runs or waits for its next try */
  endedAt: instant.nullable(),
  /** tries after the first */
  retries: z.number().int().min(0),
  retryLimit: z.number().int().min(0),
  /** when the next try starts (state retry) */
  nextTryAt: instant.nullable(),
});
export type JobRun = z.infer<typeof jobRunSchema>;

export const jobViewSchema = z.object({
  name: z.enum(JOB_NAMES),
  title: z.string(),
  schedule: z.string(),
  lastRun: jobRunSchema.nullable(),
  /** the latest failed try still kept (a week): its time and message, never personal data */
  lastError: z.object({ at: instant, message: z.string() }).nullable(),
});
export type JobView = z.infer<typeof jobViewSchema>;

const DIGITS = /\d[\d\s-]{7,}\d/g;
const MAX_MESSAGE = 300;

/**
 * An error as the admin may read it: a run of digits long enough to be a phone or registration number is
 * masked, and the text cut short. The first line only: a stack never leaves the server.
 */
export function readableJobError(message: string): string {
  const line = (message.split('\n')[0] ?? '').replace(DIGITS, '***').trim();
  return line.length > MAX_MESSAGE ? `${line.slice(0, MAX_MESSAGE - 1)}…` : line;
}
