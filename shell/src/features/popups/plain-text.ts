const BLOCKS = 'p, div, li, h1, h2, h3, h4, h5, h6, blockquote, tr';

/**
 * The text of saved HTML, one entry a line: each paragraph, block or <br> starts a new one, as the
 * popup window shows it. DOMParser builds an inert document (no script runs, no image loads), and the
 * lines are rendered as text, so nothing of the markup reaches the page.
 */
export function textLines(html: string): string[] {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  for (const br of Array.from(body.querySelectorAll('br'))) br.replaceWith('\n');
  for (const block of Array.from(body.querySelectorAll(BLOCKS))) block.append('\n');
  return (body.textContent ?? '')
    .replace(/\u00a0/g, ' ')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '');
}
