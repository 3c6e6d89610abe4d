import { useMemo, useState } from 'react';
import { CKEditor } from '@ckeditor/ckeditor5-react';
import { messages } from '@portal/shared-types/common/messages';
import { ClassicEditor, editorConfig } from './editor-config';
import type { RichTextEditorProps } from './rich-text-editor-props';

/**
 * CKEditor 5 through its React component. `data` is pushed into the editor only when it differs from
 * the editor's own content (a restored draft, loaded data), so typing round-trips without a reset.
 */
export default function CkeditorField({ label, value, onChange }: RichTextEditorProps) {
  // the config is read once, at creation
  const config = useMemo(() => editorConfig(label), [label]);
  const [ready, setReady] = useState(false);
  return (
    <>
      {!ready && <p role="status">{messages.loading}</p>}
      <CKEditor
        editor={ClassicEditor}
        config={config}
        data={value}
        onReady={() => setReady(true)}
        onChange={(_event, editor) => onChange(editor.getData())}
      />
    </>
  );
}
