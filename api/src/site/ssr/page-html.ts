export interface Preload {
  href: string;
  as: 'script' | 'fetch' | 'style' | 'image';
  /** fetched in CORS mode (crossorigin="anonymous"), as the loader that uses it will */
  cors?: boolean;
}

export interface Stylesheet {
  href: string;
  /** the file's text, put in the head as it is; null: linked instead */
  text: string | null;
}

export interface PageAssets {
  /** the page's stylesheets, in the head, so the HTML is styled before any script runs */
  css: Stylesheet[];
  preload: Preload[];
  /** the shell's page-start script (shell/src/page-start.js); null: an older build without it */
  starter: string | null;
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
 * A stylesheet written into the page: a phone on a slow link paints the HTML at once instead of waiting
 * for a request per file (it would hold back the first paint). `data-href` names the file, so that webpack's CSS loader finds
 * it there and does not load it again.
 */
function stylesheetHtml({ href, text }: Stylesheet): string {
  if (text === null) return `<link rel="stylesheet" href="${escapeHtml(href)}">`;
  return `<style data-href="${escapeHtml(href)}">${text.replace(/<\/style/gi, '<\\/style')}</style>`;
}

const ENTRY_SCRIPT = /<script defer(?:="")? src="?([^"\s>]+)"?><\/script>/;

/**
 * With the page-start script, the entry and the scripts it will need are requested once the page has
 * painted (shell/src/page-start.js): the template's entry script gives way to it, and the script and
 * data preloads go into its `data-scripts`. Other preloads (the hero image) stay in the head.
 */
function startScripts(template: string, { preload, starter }: PageAssets) {
  const entry = ENTRY_SCRIPT.exec(template);
  if (!starter || !entry?.[1]) return { template, preload };
  const later = preload.filter(({ as }) => as === 'script' || as === 'fetch');
  const scripts = [{ href: entry[1], as: 'script' }, ...later];
  const tag = `<script defer src="${escapeHtml(starter)}" data-scripts="${escapeHtml(JSON.stringify(scripts))}"></script>`;
  return {
    template: template.replace(entry[0], () => tag),
    preload: preload.filter((item) => !later.includes(item)),
  };
}

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
  const started = startScripts(template, assets);
  const head = [
    leading,
    ...started.preload.map(
      ({ href, as, cors }) =>
        `<link rel="preload" href="${escapeHtml(href)}" as="${as}"${cors ? ' crossorigin="anonymous"' : ''}>`,
    ),
    ...assets.css.filter(({ href }) => !template.includes(`href="${href}"`)).map(stylesheetHtml),
  ].join('');
  return (
    started.template
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
