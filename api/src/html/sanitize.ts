import sanitizeHtml from 'sanitize-html';

const SAFE_LINK = ['http', 'https', 'mailto', 'tel', 'sms'];

/** IndentBlock writes `margin-left: Nem` (2em a step, 8 steps); older content used px. */
const BLOCK_STYLES = {
  'margin-left': [/^(\d(\.\d+)?|1[0-5](\.\d+)?|16(\.0+)?)em$/, /^\d{1,3}px$/],
  'text-align': [/^(left|right|center|justify)$/],
};
const BLOCKS_WITH_STYLE = ['p', 'h1', 'h2', 'h3', 'h4'] as const;

/** Pasted images are kept as data URLs of these two types only. */
const SAFE_DATA_IMAGE = /^data:image\/(png|jpeg);base64,[A-Za-z0-9+/=\s]*$/i;

/** The tags and attributes CKEditor 5 produces with our toolbar; everything else is dropped. */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'h1',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'a',
    'ul',
    'ol',
    'li',
    'blockquote',
    'figure',
    'figcaption',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'span',
    'br',
    'hr',
    'code',
    'pre',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    span: ['style'],
    ...Object.fromEntries(BLOCKS_WITH_STYLE.map((tag) => [tag, ['style']])),
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    figure: ['class'],
    code: ['class'],
  },
  allowedClasses: { figure: ['image', 'table', 'image-style-side'], code: [/^language-[a-z0-9-]+$/] },
  allowedStyles: {
    span: { 'font-size': [/^\d{1,2}(\.\d+)?px$/] },
    ...Object.fromEntries(BLOCKS_WITH_STYLE.map((tag) => [tag, BLOCK_STYLES])),
  },
  allowedSchemes: SAFE_LINK,
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
  exclusiveFilter: (frame) =>
    frame.tag === 'img' &&
    /^\s*data:/i.test(frame.attribs.src ?? '') &&
    !SAFE_DATA_IMAGE.test(frame.attribs.src ?? ''),
};

/** Stored HTML is always this: no script, no event handler, no javascript: URL. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
