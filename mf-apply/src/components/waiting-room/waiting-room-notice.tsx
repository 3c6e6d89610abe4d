import { useEffect, useRef } from 'react';
import { waitingRoomTexts } from '@portal/shared-types/waiting-room/waiting-room-rules';
import type { WaitingRoomState } from './use-waiting-room';
import styles from './waiting-room.module.css';

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
      <p className={styles.note}>{waitingRoomTexts.orderNote}</p>
    </section>
  );
}
