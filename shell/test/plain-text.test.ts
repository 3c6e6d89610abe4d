import { plainText } from '../src/features/popups/plain-text';

describe('plainText of a popup', () => {
  test('when the admin typed line breaks, then they are kept and only spaces are squeezed', () => {
    expect(plainText('접수 안내\n\n기간:  11월 1일 ~ 11월 10일\r\n장소: 관리사무소')).toBe(
      '접수 안내\n\n기간: 11월 1일 ~ 11월 10일\n장소: 관리사무소',
    );
  });

  test('when the content is HTML, then <br> and paragraph ends become line breaks and tags go', () => {
    expect(plainText('<p>첫 줄<br>둘째 줄</p><p><b>셋째</b> 줄</p>')).toBe('첫 줄\n둘째 줄\n셋째 줄');
    expect(plainText('\n\n\n\n<p>  </p>')).toBe('');
  });
});
