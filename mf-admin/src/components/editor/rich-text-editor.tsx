import { lazy, Suspense } from 'react';
import { messages } from '@portal/shared-types/common/messages';
import styles from './rich-text-editor.module.css';

import type { RichTextEditorProps } from './rich-text-editor-props';

export type { RichTextEditorProps };

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
