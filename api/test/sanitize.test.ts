import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { sanitizeRichText } from '../src/html/sanitize';

const PNG_DATA =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==';

describe('rich text sanitiser', () => {
  test('when IndentBlock indents a paragraph or heading in em, then the margin is kept up to 16em', () => {
    for (const tag of ['p', 'h1', 'h2', 'h3', 'h4']) {
      for (const margin of ['2em', '8em', '16em', '2.5em']) {
        const html = `<${tag} style="margin-left:${margin}">들여쓰기</${tag}>`;
        assert.equal(sanitizeRichText(html), html);
      }
    }
    assert.equal(
      sanitizeRichText('<p style="margin-left:40px">옛 글</p>'),
      '<p style="margin-left:40px">옛 글</p>',
    );
  });

  test('when the margin is beyond 16em or not a length, then it is dropped', () => {
    for (const margin of ['17em', '100em', '16.5em', '-2em', 'calc(1em)', '2rem']) {
      assert.equal(sanitizeRichText(`<h2 style="margin-left:${margin}">제목</h2>`), '<h2>제목</h2>');
    }
  });

  test('when a block is aligned, then left, center, right and justify are kept, anything else dropped', () => {
    for (const value of ['left', 'center', 'right', 'justify']) {
      assert.equal(
        sanitizeRichText(`<h3 style="text-align:${value}">가</h3>`),
        `<h3 style="text-align:${value}">가</h3>`,
      );
    }
    assert.equal(sanitizeRichText('<p style="text-align:expression(x)">가</p>'), '<p>가</p>');
  });

  test('when an image is a data URL, then only base64 png and jpeg are kept', () => {
    assert.equal(
      sanitizeRichText(`<img src="${PNG_DATA}" alt="도면">`),
      `<img src="${PNG_DATA}" alt="도면" />`,
    );
    const jpeg = 'data:image/jpeg;base64,/9j/4AAQSkZJRg==';
    assert.equal(sanitizeRichText(`<img src="${jpeg}">`), `<img src="${jpeg}" />`);
    for (const src of [
      'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
      'data:image/svg+xml,<svg onload=alert(1)>',
      'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
      'data:image/png,rawbytes',
      'data:text/html;base64,PHNjcmlwdD4=',
    ]) {
      assert.equal(sanitizeRichText(`<p>가<img src="${src}"></p>`), '<p>가</p>', src);
    }
    assert.equal(
      sanitizeRichText('<img src="https://example.org/a.png">'),
      '<img src="https://example.org/a.png" />',
    );
  });
});
