export interface Preload {
  href: string;
  as: 'script' | 'fetch' | 'style' | 'image';
  /** fetched in CORS mode (crossorigin="anonymous"), as the loader that uses it will */
  cors?: boolean;
}

export interface PageAssets {
  /** stylesheets linked in the head, so the HTML is styled before any script runs */
  css: string[];
  preload: Preload[];
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** JSON inside a `<script type="application/json">`: no `<` may end the block early. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The id the shell reads its hydration data from (shell/src/server-data.ts). */
export const SERVER_DATA_ID = 'server-data';

/**
 * The shell's built index.html with the rendered page in #root, its title, its stylesheets and
 * preloads in the head, and the data for hydration as a JSON block (the CSP allows no inline script).
 */
export function pageHtml(
  template: string,
  page: { title: string; html: string },
  data: unknown,
  assets: PageAssets,
): string {
  // React writes the preloads it found (the hero image) ahead of the page: they belong in the head
  const leading = /^(?:<link [^>]*\/?>)+/.exec(page.html)?.[0] ?? '';
  const body = page.html.slice(leading.length);
  const head = [
    leading,
    ...assets.preload.map(
      ({ href, as, cors }) =>
        `<link rel="preload" href="${escapeHtml(href)}" as="${as}"${cors ? ' crossorigin="anonymous"' : ''}>`,
    ),
    ...assets.css
      .filter((href) => !template.includes(`href="${href}"`))
      .map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
  ].join('');
  return (
    template
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
      .replace('</head>', () => `${head}</head>`)
      // the built template is minified: `<div id=root></div>`
      .replace(
        /<div id="?root"?><\/div>/,
        () =>
          `<div id="root">${body}</div><script type="application/json" id="${SERVER_DATA_ID}">${scriptJson(data)}</script>`,
      )
  );
}
