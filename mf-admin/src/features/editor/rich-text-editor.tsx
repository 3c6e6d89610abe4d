import { lazy, Suspense } from 'react';
import { messages } from '@portal/shared-types/messages';
import styles from './rich-text-editor.module.css';

export interface RichTextEditorProps {
  /** the accessible name of the editing area */
  label: string;
  value: string;
  onChange: (html: string) => void;
}

// the whole editor (CKEditor 5, its React component and styles) is a chunk of its own, fetched on first use
const CkeditorField = lazy(() => import('./ckeditor-field'));

/** The admin forms' rich-text field; public pages and the dashboard never load the editor. */
export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <div className={styles.editor}>
      <Suspense fallback={<p role="status">{messages.loading}</p>}>
        <CkeditorField {...props} />
      </Suspense>
    </div>
  );
}
