import { Link } from 'react-router-dom';
import type { TimelineStep } from './timeline-steps';
import styles from './after-draw.module.css';

interface StatusTimelineProps {
  /** names the list for a screen reader: the round's title */
  label: string;
  steps: readonly TimelineStep[];
}

const STATE_TEXT: Record<TimelineStep['state'], string> = {
  done: '완료',
  current: '진행 중',
  upcoming: '예정',
  stopped: '종료',
};

/**
 * An application's way from 접수 to 계약 as an ordered list: every step says its state in words (the
 * marker's colour and shape only repeat it) and the current one is marked for assistive technology.
 */
export function StatusTimeline({ label, steps }: StatusTimelineProps) {
  return (
    <ol className={styles.timeline} aria-label={`${label} 진행 상황`}>
      {steps.map((step) => (
        <li
          key={step.key}
          className={`${styles.step} ${styles[step.state]}`}
          aria-current={step.state === 'current' ? 'step' : undefined}
        >
          <span className={styles.marker} aria-hidden="true" />
          <div className={styles.stepBody}>
            <p className={styles.stepHead}>
              <strong>{step.title}</strong>{' '}
              <span className={styles.stepState}>{step.stateText ?? STATE_TEXT[step.state]}</span>
            </p>
            {step.lines.map((line) => (
              <p key={line} className={styles.stepLine}>
                {line}
              </p>
            ))}
            {step.link && (
              <Link className={styles.stepLink} to={step.link.to}>
                {step.link.label}
              </Link>
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}
