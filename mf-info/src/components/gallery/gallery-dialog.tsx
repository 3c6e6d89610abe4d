import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useDialogFocus } from '@portal/web-runtime/use-dialog-focus';
import { Illustration, type IllustrationSource } from '../illustration/illustration';
import styles from './gallery-dialog.module.css';

interface Props {
  title: string;
  images: readonly IllustrationSource[];
  onClose: () => void;
}

/**
 * A modal photo gallery: previous and next cycle round, arrow keys move, Escape closes, Tab stays
 * inside while it is open, and focus goes back to whatever opened it.
 */
export function GalleryDialog({ title, images, onClose }: Props) {
  const [index, setIndex] = useState(0);
  const closeRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useDialogFocus(onClose, closeRef);
  const titleId = useId();
  const count = images.length;
  const move = useCallback(
    (step: number) => setIndex((current) => (current + step + count) % count),
    [count],
  );

  useEffect(() => {
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      move(-1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      move(1);
    }
  };

  const image = images[index];
  if (!image) return null;
  return (
    <div className={styles.backdrop} onClick={(event) => event.target === event.currentTarget && onClose()}>
      <div
        ref={dialogRef}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button ref={closeRef} type="button" className={styles.close} onClick={onClose}>
            닫기
          </button>
        </div>
        <figure className={styles.figure}>
          <Illustration key={image.src} className={styles.image} {...image} />
          <figcaption className={styles.caption}>
            <span aria-live="polite">
              {index + 1} / {count}
            </span>{' '}
            일러스트: {image.description}
          </figcaption>
        </figure>
        <div className={styles.controls}>
          <button type="button" className={styles.nav} onClick={() => move(-1)}>
            <span aria-hidden="true">‹ </span>이전 사진
          </button>
          <button type="button" className={styles.nav} onClick={() => move(1)}>
            다음 사진<span aria-hidden="true"> ›</span>
          </button>
        </div>
      </div>
    </div>
  );
}
