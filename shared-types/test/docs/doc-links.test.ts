// The README and docs/*.md link to each other and to the code: a link to a file that was moved or
// renamed, or to a heading that was reworded, is found here rather than by a reader.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '../../..');
const documents = [
  'README.md',
  ...readdirSync(path.join(repoRoot, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

/** The text outside fenced code blocks and inline code, where a link is a link. */
function prose(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
}

/** The targets of `[text](target)` links, without an optional title. */
function linkTargets(markdown: string): string[] {
  return [...prose(markdown).matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((match) => match[1]!);
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsOf(file: string): Set<string> {
  const headings = [...prose(readFileSync(file, 'utf8')).matchAll(/^#{1,6}\s+(.+)$/gm)];
  return new Set(headings.map((match) => anchorOf(match[1]!)));
}

const isRelative = (target: string) => !/^[a-z][a-z0-9+.-]*:/i.test(target);

describe.each(documents)('%s', (document) => {
  const file = path.join(repoRoot, document);
  const targets = linkTargets(readFileSync(file, 'utf8')).filter(isRelative);

  test('every relative link points to a file of the repository', () => {
    const missing = targets
      .map((target) => target.split('#')[0]!)
      .filter((target) => target !== '' && !existsSync(path.resolve(path.dirname(file), target)));
    expect(missing).toEqual([]);
  });

  test('every link to a heading finds it', () => {
    const broken = targets.filter((target) => {
      const [filePart, anchor] = target.split('#');
      if (anchor === undefined) return false;
      const linked = filePart ? path.resolve(path.dirname(file), filePart) : file;
      return linked.endsWith('.md') && existsSync(linked) && !anchorsOf(linked).has(anchor);
    });
    expect(broken).toEqual([]);
  });
});

test('the link check reads links as a reader does', () => {
  expect(linkTargets('[a](docs/x.md) `[b](y.md)` [c](https://e.org) [d](#e "t")')).toEqual([
    'docs/x.md',
    'https://e.org',
    '#e',
  ]);
  expect(anchorOf('Deployment: several replicas')).toBe('deployment-several-replicas');
  expect(anchorOf('The draw: 접수번호, 경쟁률')).toBe('the-draw-접수번호-경쟁률');
});
