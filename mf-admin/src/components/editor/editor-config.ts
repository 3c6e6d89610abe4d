import 'ckeditor5/ckeditor5.css';
import koTranslations from 'ckeditor5/translations/ko.js';
import {
  BlockQuote,
  Bold,
  ClassicEditor,
  Essentials,
  FileRepository,
  FontSize,
  Heading,
  Image,
  ImageUpload,
  Indent,
  IndentBlock,
  Italic,
  Link,
  List,
  Paragraph,
  Plugin,
  Table,
  TableToolbar,
  Underline,
  Undo,
  type EditorConfig,
  type FileLoader,
  type UploadAdapter,
} from 'ckeditor5';

export { ClassicEditor };

/** Pasted or dropped images must be png or jpeg. */
const IMAGE_TYPES = ['image/png', 'image/jpeg'];
// rejected with a string: the editor's upload notification alerts it as is (an Error would show "Error: ...")
const IMAGE_TYPE_REFUSED = 'PNG 또는 JPEG 이미지만 올릴 수 있습니다.';
const IMAGE_READ_FAILED = '이미지를 읽지 못했습니다. 다시 시도해 주세요.';
export const MAX_INDENT_LEVEL = 8;
const INDENT_OFFSET_EM = 2;

/** Keeps images inside the saved HTML as data URLs; any other type is refused. */
class Base64PngJpegAdapter implements UploadAdapter {
  private reader = new FileReader();
  constructor(private loader: FileLoader) {}
  async upload() {
    const file = await this.loader.file;
    if (!file || !IMAGE_TYPES.includes(file.type)) throw IMAGE_TYPE_REFUSED;
    const dataUrl = await new Promise<string>((resolve, reject) => {
      this.reader.onload = () => resolve(String(this.reader.result));
      this.reader.onerror = () => reject(IMAGE_READ_FAILED);
      this.reader.readAsDataURL(file);
    });
    return { default: dataUrl };
  }
  abort() {
    this.reader.abort();
  }
}

class Base64UploadPlugin extends Plugin {
  static get requires() {
    return [FileRepository] as const;
  }
  init() {
    this.editor.plugins.get(FileRepository).createUploadAdapter = (loader) =>
      new Base64PngJpegAdapter(loader);
  }
}

/** The indent level of the selection's first block: list depth (from 1) or block indent in steps. */
function indentLevel(editor: ClassicEditor): number {
  const block = editor.model.document.selection.getFirstPosition()?.parent;
  if (!block || !('getAttribute' in block)) return 0;
  const listIndent = block.getAttribute('listIndent');
  if (typeof listIndent === 'number') return listIndent + 1;
  const blockIndent = block.getAttribute('blockIndent');
  return typeof blockIndent === 'string' ? Math.round(parseFloat(blockIndent) / INDENT_OFFSET_EM) : 0;
}

/** Indent levels 1 to 8; the indent button turns off at the deepest level. */
class IndentLimitPlugin extends Plugin {
  afterInit() {
    const indent = this.editor.commands.get('indent');
    if (!indent) return;
    const editor = this.editor as ClassicEditor;
    indent.on(
      'set:isEnabled',
      (event) => {
        if (indentLevel(editor) >= MAX_INDENT_LEVEL) event.return = false;
      },
      { priority: 'lowest' },
    );
    indent.on(
      'execute',
      (event) => {
        if (indentLevel(editor) >= MAX_INDENT_LEVEL) event.stop();
      },
      { priority: 'highest' },
    );
  }
}

/** The admin's rich-text editor configuration, in Korean. Loaded only by the admin forms. */
export function editorConfig(label: string): EditorConfig {
  return {
    licenseKey: 'GPL',
    label,
    plugins: [
      Essentials,
      Paragraph,
      Heading,
      Bold,
      Italic,
      Underline,
      Link,
      List,
      Indent,
      IndentBlock,
      IndentLimitPlugin,
      FontSize,
      Image,
      ImageUpload,
      Base64UploadPlugin,
      Table,
      TableToolbar,
      BlockQuote,
      Undo,
    ],
    // what does not fit the width goes under the toolbar's ⋮ button, so the editor never widens the page
    toolbar: {
      shouldNotGroupWhenFull: false,
      items: [
        'undo',
        'redo',
        '|',
        'heading',
        'fontSize',
        '|',
        'bold',
        'italic',
        'underline',
        'link',
        '|',
        'bulletedList',
        'numberedList',
        'outdent',
        'indent',
        '|',
        'uploadImage',
        'insertTable',
        'blockQuote',
      ],
    },
    heading: {
      options: [
        { model: 'paragraph', title: '본문', class: 'ck-heading_paragraph' },
        { model: 'heading1', view: 'h1', title: '제목 1', class: 'ck-heading_heading1' },
        { model: 'heading2', view: 'h2', title: '제목 2', class: 'ck-heading_heading2' },
        { model: 'heading3', view: 'h3', title: '제목 3', class: 'ck-heading_heading3' },
      ],
    },
    // 'default' is 16 px, set by the editor stylesheet of this feature
    fontSize: { options: [12, 14, 'default', 20, 24, 32] },
    indentBlock: { offset: INDENT_OFFSET_EM, unit: 'em' },
    link: { allowedProtocols: ['http', 'https', 'mailto', 'tel', 'sms'], defaultProtocol: 'https://' },
    image: { upload: { types: ['png', 'jpeg'] } },
    table: { contentToolbar: ['tableColumn', 'tableRow', 'mergeTableCells'] },
    language: 'ko',
    translations: [koTranslations],
    typing: { transformations: { include: [] } },
    // the spec's 100 undo steps and 1000 ms merge delay: CKEditor 5's Undo plugin offers no setting or API for either
  };
}
