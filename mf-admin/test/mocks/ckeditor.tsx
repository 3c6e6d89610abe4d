/**
 * CKEditor 5 is ESM-only and needs a real browser: its classes are stood in for, and the React
 * component records the props it was given, which is what the tests check. Imported before the code under test.
 */
import type { ComponentProps } from 'react';
import type { CKEditor as CKEditorComponent } from '@ckeditor/ckeditor5-react';
import type { ClassicEditor } from 'ckeditor5';

jest.mock(
  'ckeditor5',
  () => {
    class Plugin {
      constructor(readonly editor: unknown) {}
    }
    const names = [
      'BlockQuote',
      'Bold',
      'Essentials',
      'FileRepository',
      'FontSize',
      'Heading',
      'Image',
      'ImageUpload',
      'Indent',
      'IndentBlock',
      'Italic',
      'Link',
      'List',
      'Paragraph',
      'Table',
      'TableToolbar',
      'Underline',
      'Undo',
    ];
    return {
      ...Object.fromEntries(names.map((name) => [name, { pluginName: name }])),
      ClassicEditor: { editorName: 'ClassicEditor' },
      Plugin,
    };
  },
  { virtual: true },
);
jest.mock('ckeditor5/translations/ko.js', () => ({ __esModule: true, default: { ko: {} } }));

export type CkProps = ComponentProps<typeof CKEditorComponent<ClassicEditor>>;
export const rendered: CkProps[] = [];
jest.mock(
  '@ckeditor/ckeditor5-react',
  () => ({
    CKEditor: (props: CkProps) => {
      rendered.push(props);
      return <div data-testid="ckeditor" />;
    },
  }),
  { virtual: true },
);
