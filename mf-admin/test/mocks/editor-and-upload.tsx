/**
 * CKEditor is ESM-only and needs a real browser: a plain text area stands in for it. Uploads
 * (XMLHttpRequest) are replaced too. Imported before the code under test.
 */
jest.mock('../../src/components/editor/rich-text-editor', () => ({
  RichTextEditor: ({
    label,
    value,
    onChange,
  }: {
    label: string;
    value: string;
    onChange: (v: string) => void;
  }) => <textarea aria-label={label} value={value} onChange={(event) => onChange(event.target.value)} />,
}));
jest.mock('../../src/lib/http', () => {
  const sendMultipart = jest.fn();
  return {
    ...jest.requireActual('../../src/lib/http'),
    sendMultipart,
    useSendMultipart: () => sendMultipart,
  };
});
