import { useState } from 'react';
import { Illustration, type IllustrationSource } from '../illustration/illustration';
import { GalleryDialog } from './gallery-dialog';
import styles from './gallery-button.module.css';

interface Props {
  /** the dialog's heading, for example "15 TYPE 실내 사진" */
  title: string;
  preview: IllustrationSource;
  images: readonly IllustrationSource[];
  /** the hint shown on hover and focus, always shown on touch screens */
  hint: string;
}

/** A picture that opens its gallery dialog when clicked (or activated by keyboard). */
export function GalleryButton({ title, preview, images, hint }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={styles.button} onClick={() => setOpen(true)} aria-haspopup="dialog">
        <Illustration className={styles.image} {...preview} lazy />
        <span className={styles.hint}>{hint}</span>
      </button>
      {open && <GalleryDialog title={title} images={images} onClose={() => setOpen(false)} />}
    </>
  );
}
