import sanitizeHtml from 'sanitize-html';

const SAFE_LINK = ['http', 'https', 'mailto', 'tel', 'sms'];

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
    p: ['style'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    figure: ['class'],
    code: ['class'],
  },
  allowedClasses: { figure: ['image', 'table', 'image-style-side'], code: [/^language-[a-z0-9-]+$/] },
  allowedStyles: {
    span: { 'font-size': [/^\d{1,2}(\.\d+)?px$/] },
    p: { 'margin-left': [/^\d{1,3}px$/], 'text-align': [/^(left|right|center|justify)$/] },
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
    /^data:/i.test(frame.attribs.src ?? '') &&
    !/^data:image\//i.test(frame.attribs.src ?? ''),
};

/** Stored HTML is always this: no script, no event handler, no javascript: URL. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
