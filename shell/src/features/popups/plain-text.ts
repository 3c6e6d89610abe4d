/**
 * The text of saved HTML, tags dropped. DOMParser builds an inert document (no script runs, no image
 * loads), and the result is rendered as text, so nothing of the markup reaches the page.
 */
export function plainText(html: string): string {
  const text = new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
  return text
    .replace(/\u00a0/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
