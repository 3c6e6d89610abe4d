import { useEffect, useRef, useState } from 'react';
import { waitingRoomTexts } from '@portal/shared-types/waiting-room/waiting-room-rules';
import type { WaitingRoomState } from './use-waiting-room';
import styles from './waiting-room.module.css';

const secondsUntil = (at: number) => Math.max(0, Math.ceil((at - Date.now()) / 1000));

/** Whole seconds left until `at`, moving once a second (a new `at` mounts anew: see its key below). */
function useSecondsUntil(at: number): number {
  const [seconds, setSeconds] = useState(() => secondsUntil(at));
  useEffect(() => {
    const tick = setInterval(() => setSeconds(secondsUntil(at)), 1000);
    return () => clearInterval(tick);
  }, [at]);
  return seconds;
}

/** When the page asks again: outside the live region, so a screen reader is not told every second. */
function NextCheck({ at }: { at: number }) {
  const seconds = useSecondsUntil(at);
  return (
    <p className={styles.next}>
      {seconds > 0 ? waitingRoomTexts.nextCheck(seconds) : waitingRoomTexts.checking}
    </p>
  );
}

/**
 * The waiting page shown in place of the verification step while this visitor waits in line. Its
 * heading takes the focus once, so a screen reader starts here; the position is read out politely.
 */
export function WaitingRoomNotice({
  room,
}: {
  room: Extract<WaitingRoomState, { state: 'waiting' | 'retrying' }>;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={styles.room} aria-labelledby="waiting-room-title">
      <h3 id="waiting-room-title" ref={heading} tabIndex={-1} className={styles.title}>
        {waitingRoomTexts.title}
      </h3>
      <p className={styles.lead}>{waitingRoomTexts.lead}</p>
      <div role="status" className={styles.position}>
        {room.state === 'waiting' ? (
          <>
            <p className={styles.ahead}>{waitingRoomTexts.ahead(room.ahead)}</p>
            <p>{waitingRoomTexts.estimate(room.estimatedSeconds)}</p>
          </>
        ) : (
          <p>{waitingRoomTexts.retrying}</p>
        )}
      </div>
      {room.state === 'waiting' && <NextCheck key={room.nextCheckAt} at={room.nextCheckAt} />}
      <p className={styles.note}>{waitingRoomTexts.orderNote}</p>
    </section>
  );
}
