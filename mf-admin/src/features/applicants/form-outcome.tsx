import { useEffect, useRef, useState } from 'react';
import styles from './draw-witness.module.css';

/**
 * A witnessing form's outcome: a refusal in the server's words takes the focus (role=alert), so a
 * keyboard or screen reader user is at the message; a success is announced (role=status) where it is.
 */
export function useFormOutcome() {
  const [problem, setProblem] = useState<{ text: string; count: number } | null>(null);
  const [done, setDone] = useState('');
  const alertRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (problem) alertRef.current?.focus();
  }, [problem]);
  return {
    fail: (text: string) => {
      setDone('');
      setProblem((last) => ({ text, count: (last?.count ?? 0) + 1 }));
    },
    succeed: (text: string) => {
      setProblem(null);
      setDone(text);
    },
    view: (
      <>
        {problem && (
          <p role="alert" ref={alertRef} tabIndex={-1} className={styles.error}>
            {problem.text}
          </p>
        )}
        <p role="status" className={styles.done}>
          {done}
        </p>
      </>
    ),
  };
}
