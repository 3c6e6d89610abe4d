/** Elements that end a line of text. */
const LINE_ENDS = 'br, p, div, li, h1, h2, h3, h4, h5, h6';

/**
 * The text of saved HTML, tags dropped and line breaks kept: the admin's typed line breaks, `<br>` and
 * the ends of paragraphs become `\n` (shown with `white-space: pre-line`); runs of spaces become one.
 * DOMParser builds an inert document (no script runs, no image loads), and the result is rendered as
 * text, so nothing of the markup reaches the page.
 */
export function plainText(html: string): string {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  for (const element of body.querySelectorAll(LINE_ENDS)) element.append('\n');
  const text = body.textContent ?? '';
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
