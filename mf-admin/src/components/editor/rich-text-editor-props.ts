/** The props of the rich-text field and of the editor chunk it loads (one file, so neither imports the other). */
export interface RichTextEditorProps {
  /** the accessible name of the editing area */
  label: string;
  value: string;
  onChange: (html: string) => void;
}
