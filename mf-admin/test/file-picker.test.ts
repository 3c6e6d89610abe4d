import { addFiles } from '../src/lib/file-picker';

const file = (name: string, text: string) => new File([text], name);

test('when a file of the same name and size is picked again, then it is skipped', () => {
  const first = file('안내문.pdf', 'abc');
  expect(
    addFiles([first], [file('안내문.pdf', 'xyz'), file('안내문.pdf', 'abcd'), file('기타.hwp', 'abc')]).map(
      (f) => `${f.name}:${f.size}`,
    ),
  ).toEqual(['안내문.pdf:3', '안내문.pdf:4', '기타.hwp:3']);
});
