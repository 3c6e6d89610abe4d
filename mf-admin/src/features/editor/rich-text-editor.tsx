import { useEffect, useRef, useState } from 'react';
import type { ClassicEditor } from 'ckeditor5';
import { messages } from '@portal/shared-types/messages';
import styles from './rich-text-editor.module.css';

interface RichTextEditorProps {
  /** the accessible name of the editing area */
  label: string;
  value: string;
  onChange: (html: string) => void;
}

/**
 * CKEditor 5, fetched on first use: the dynamic import keeps the editor out of every other page.
 * The editor owns its content; a new `value` from outside (loaded data, a restored draft) is pushed in.
 */
export function RichTextEditor({ label, value, onChange }: RichTextEditorProps) {
  const holder = useRef<HTMLDivElement>(null);
  const editorRef = useRef<ClassicEditor | null>(null);
  const onChangeRef = useRef(onChange);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  useEffect(() => {
    let cancelled = false;
    let created: ClassicEditor | null = null;
    const element = document.createElement('div');
    holder.current?.appendChild(element);
    import('./create-editor')
      .then(({ createEditor }) => createEditor(element, value, label))
      .then((editor) => {
        created = editor;
        if (cancelled) return void editor.destroy();
        editorRef.current = editor;
        editor.model.document.on('change:data', () => onChangeRef.current(editor.getData()));
        setReady(true);
      })
      .catch(() => setReady(false));
    return () => {
      cancelled = true;
      editorRef.current = null;
      void created?.destroy();
      element.remove();
    };
    // created once; later values are pushed by the effect below
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const editor = editorRef.current;
    if (editor && editor.getData() !== value) editor.setData(value);
  }, [value, ready]);

  return (
    <div className={styles.editor}>
      {!ready && <p role="status">{messages.loading}</p>}
      <div ref={holder} />
    </div>
  );
}
