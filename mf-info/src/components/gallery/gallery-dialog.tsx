import { useCallback, useId, useRef, useState, type KeyboardEvent } from 'react';
import { ModalDialog } from '@portal/web-runtime/modal-dialog';
import { Illustration, type IllustrationSource } from '../illustration/illustration';
import styles from './gallery-dialog.module.css';

interface Props {
  title: string;
  images: readonly IllustrationSource[];
  onClose: () => void;
}

/**
 * A modal photo gallery (a native <dialog>): previous and next cycle round, arrow keys move, Escape or
 * a click on the backdrop closes, Tab stays inside while it is open, and focus goes back to whatever
 * opened it.
 */
export function GalleryDialog({ title, images, onClose }: Props) {
  const [index, setIndex] = useState(0);
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const count = images.length;
  const move = useCallback(
    (step: number) => setIndex((current) => (current + step + count) % count),
    [count],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
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
    <ModalDialog
      onClose={onClose}
      initialFocus={closeRef}
      closeOnBackdrop
      className={styles.dialog}
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
    </ModalDialog>
  );
}
