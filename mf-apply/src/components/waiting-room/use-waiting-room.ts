import { useCallback, useEffect, useRef, useState } from 'react';
import type { WaitingRoomResponse } from '@portal/shared-types/waiting-room/waiting-room-rules';
import { useApplyVisitWaitingRoomMutation } from '../../lib/api/apply-api';
import { readTicket, saveTicket } from './ticket-storage';

export type WaitingRoomState =
  | { state: 'checking' }
  /** room off, or this visitor admitted (then with the pass the submit call needs) */
  | { state: 'through'; pass: string | null; waited: boolean }
  /** `nextCheckAt`: when the page asks again (epoch ms), which the page counts down to */
  | { state: 'waiting'; ahead: number; estimatedSeconds: number; nextCheckAt: number }
  /** the queue could not be read: the visitor keeps waiting and the page asks again */
  | { state: 'retrying' };

const RETRY_SECONDS = 5;

/**
 * The opening-rush waiting room of a round: asks the server for a place, then again at the
 * interval it gives until this visitor is admitted. `enterAgain` starts over (a pass the server refused).
 */
export function useWaitingRoom(roundId: number | null): {
  room: WaitingRoomState;
  enterAgain: () => void;
} {
  const [visit] = useApplyVisitWaitingRoomMutation();
  const [room, setRoom] = useState<WaitingRoomState>({ state: 'checking' });
  const [attempt, setAttempt] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    if (roundId === null) return;
    let cancelled = false;
    let waited = false;
    const ask = async () => {
      let answer: WaitingRoomResponse | null = null;
      try {
        answer = await visit({ roundId, ticket: readTicket(roundId) }).unwrap();
      } catch {
        answer = null;
      }
      if (cancelled) return;
      if (!answer) {
        waited = true;
        setRoom({ state: 'retrying' });
        timer.current = setTimeout(ask, RETRY_SECONDS * 1000);
      } else if (answer.state === 'waiting') {
        saveTicket(roundId, answer.ticket);
        waited = true;
        const { ahead, estimatedSeconds, pollSeconds } = answer;
        setRoom({ state: 'waiting', ahead, estimatedSeconds, nextCheckAt: Date.now() + pollSeconds * 1000 });
        timer.current = setTimeout(ask, pollSeconds * 1000);
      } else {
        setRoom({ state: 'through', pass: answer.state === 'admitted' ? answer.pass : null, waited });
      }
    };
    void ask();
    return () => {
      cancelled = true;
      clearTimeout(timer.current);
    };
  }, [roundId, visit, attempt]);

  const enterAgain = useCallback(() => {
    setRoom({ state: 'checking' });
    setAttempt((count) => count + 1);
  }, []);
  return { room, enterAgain };
}
