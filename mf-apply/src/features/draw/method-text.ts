/** One block of the written method as the page shows it. */
export type MethodBlock =
  | { kind: 'heading'; level: 1 | 2 | 3; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'code'; text: string };

/**
 * Reads the method's text file (docs/draw-method-v3.md, like v2's), which keeps to headings (#, ##, ###), paragraphs,
 * "- " lists and fenced code blocks, so that the page shows the very text of the file, code blocks
 * byte for byte.
 */
export function methodBlocks(text: string): MethodBlock[] {
  const blocks: MethodBlock[] = [];
  const lines = text.replace(/\r\n/g, '\n').split('\n');
  let paragraph: string[] = [];
  let list: string[] = [];
  const flush = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
    if (list.length > 0) blocks.push({ kind: 'list', items: list });
    paragraph = [];
    list = [];
  };
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index]!;
    if (line.startsWith('```')) {
      flush();
      const code: string[] = [];
      for (index += 1; index < lines.length && !lines[index]!.startsWith('```'); index += 1)
        code.push(lines[index]!);
      blocks.push({ kind: 'code', text: code.join('\n') });
      continue;
    }
    const heading = /^(#{1,3}) (.+)$/.exec(line);
    if (heading) {
      flush();
      blocks.push({ kind: 'heading', level: heading[1]!.length as 1 | 2 | 3, text: heading[2]! });
    } else if (line.startsWith('- ')) {
      if (paragraph.length > 0) flush();
      list.push(line.slice(2));
    } else if (line.trim() === '') flush();
    else if (list.length > 0) list[list.length - 1] += ` ${line.trim()}`;
    else paragraph.push(line.trim());
  }
  flush();
  return blocks;
}
