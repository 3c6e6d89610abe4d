import { rendered, type CkProps } from './mocks/ckeditor';
import { act, render, screen } from '@testing-library/react';
import type { ClassicEditor } from 'ckeditor5';
import CkeditorField from '../src/components/editor/ckeditor-field';

interface Adapter {
  upload: () => Promise<unknown>;
}
type AdapterFactory = (loader: { file: Promise<File> }) => Adapter;

/** Runs the config's upload plugin against a fake editor and returns its upload adapter for `file`. */
function uploadAdapter(props: CkProps, file: File): Adapter {
  const repository: { createUploadAdapter?: AdapterFactory } = {};
  const editor = { plugins: { get: () => repository } };
  const UploadPlugin = (props.config!.plugins as unknown[]).find(
    (plugin) => typeof plugin === 'function' && 'requires' in plugin && plugin.name.includes('Upload'),
  ) as new (editor: unknown) => { init: () => void };
  new UploadPlugin(editor).init();
  return repository.createUploadAdapter!({ file: Promise.resolve(file) });
}

async function renderEditor(onChange = jest.fn()) {
  rendered.length = 0;
  render(<CkeditorField label="내용" value="<p>초안</p>" onChange={onChange} />);
  await screen.findByTestId('ckeditor');
  return { props: rendered.at(-1)!, onChange };
}

// the field is the lazily loaded chunk behind RichTextEditor (jest cannot run its dynamic import)
describe('CkeditorField', () => {
  it('when it loads, then the CKEditor component gets the ClassicEditor, the GPL key, the Korean UI and the value', async () => {
    const { props } = await renderEditor();
    expect(props.editor).toEqual({ editorName: 'ClassicEditor' });
    expect(props.data).toBe('<p>초안</p>');
    expect(props.config).toMatchObject({
      licenseKey: 'GPL',
      label: '내용',
      language: 'ko',
      image: { upload: { types: ['png', 'jpeg'] } },
    });
    // what does not fit a phone's width is grouped under the toolbar's ⋮ button
    expect(props.config!.toolbar).toEqual({
      shouldNotGroupWhenFull: false,
      items: expect.arrayContaining(['undo', 'redo', 'indent', 'uploadImage']),
    });
  });

  it('when the editor is ready and its content changes, then the loading line goes and the HTML is passed on', async () => {
    const { props, onChange } = await renderEditor();
    expect(screen.getByRole('status')).toHaveTextContent('로딩 중...');
    act(() => props.onReady!({} as ClassicEditor));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    props.onChange!({} as never, { getData: () => '<p>새 내용</p>' } as ClassicEditor);
    expect(onChange).toHaveBeenCalledWith('<p>새 내용</p>');
  });

  it('when a gif is uploaded, then it is refused with the Korean message; a png becomes a data URL', async () => {
    const { props } = await renderEditor();
    await expect(
      uploadAdapter(props, new File(['GIF89a'], 'a.gif', { type: 'image/gif' })).upload(),
    ).rejects.toBe('PNG 또는 JPEG 이미지만 올릴 수 있습니다.');
    await expect(
      uploadAdapter(props, new File(['png'], 'a.png', { type: 'image/png' })).upload(),
    ).resolves.toEqual({
      default: expect.stringMatching(/^data:image\/png;base64,/),
    });
  });
});
