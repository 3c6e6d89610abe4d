import { textLines } from '../src/features/popups/plain-text';

describe('textLines of a popup', () => {
  test('when the admin typed line breaks, then each line is kept and only spaces are squeezed', () => {
    expect(textLines('접수 안내\n\n기간:  11월 1일 ~ 11월 10일\r\n장소: 관리사무소')).toEqual([
      '접수 안내',
      '기간: 11월 1일 ~ 11월 10일',
      '장소: 관리사무소',
    ]);
  });

  test('when the content is HTML, then <br> and paragraph ends start lines and tags go', () => {
    expect(textLines('<p>첫 줄<br>둘째 줄</p><p><b>셋째</b> 줄</p>')).toEqual([
      '첫 줄',
      '둘째 줄',
      '셋째 줄',
    ]);
    expect(textLines('\n\n\n\n<p>  </p>')).toEqual([]);
  });
});
