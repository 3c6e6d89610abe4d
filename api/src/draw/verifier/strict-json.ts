// Reads draw.json strictly, before anything is computed: UTF-8 text holding exactly one JSON value, no
// comments, no trailing commas, and no key twice in any object. JSON.parse keeps the last of two
// "results" silently, so a file could show one thing to a reader and another to a program. The syntax is
// jsonc-parser's (Microsoft's, MIT, no dependencies) with comments and trailing commas disallowed; it
// reports where the text goes wrong, and its tree lets us find a key given twice.
import { parseTree, printParseErrorCode, type Node, type ParseError } from 'jsonc-parser/lib/esm/main.js';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export type Reading =
  { ok: true; value: Json; notes: string[] } | { ok: false; reason: string; notes: string[] };

const BOM = '\uFEFF';

/** What each of jsonc-parser's error codes means to someone who opened the file in an editor. */
const SYNTAX: Record<string, string> = {
  InvalidSymbol: 'a character that JSON does not allow here',
  InvalidNumberFormat: 'a malformed number',
  PropertyNameExpected: 'a key in double quotes was expected',
  ValueExpected: 'a value was expected',
  ColonExpected: 'a colon was expected',
  CommaExpected: 'a comma was expected',
  CloseBraceExpected: 'a closing } was expected',
  CloseBracketExpected: 'a closing ] was expected',
  EndOfFileExpected: 'nothing may follow the JSON value',
  InvalidCommentToken: 'comments are not JSON',
  UnexpectedEndOfComment: 'comments are not JSON',
  UnexpectedEndOfString: 'a string is not closed',
  UnexpectedEndOfNumber: 'a number is cut short',
  InvalidUnicode: 'a malformed \\u escape',
  InvalidEscapeCharacter: 'a malformed escape after a backslash',
  InvalidCharacter: 'a control character inside a string',
};

function position(text: string, offset: number): string {
  const before = text.slice(0, offset).split('\n');
  return `line ${before.length}, column ${before.at(-1)!.length + 1}`;
}

/** A key given twice, with where its second occurrence stands. */
interface Duplicate {
  key: string;
  offset: number;
}

/** The tree's values; objects have no prototype, so a key such as "__proto__" is only a key. */
function valueOf(node: Node, duplicates: Duplicate[]): Json {
  switch (node.type) {
    case 'object': {
      const object = Object.create(null) as { [key: string]: Json };
      for (const property of node.children ?? []) {
        const [keyNode, valueNode] = property.children ?? [];
        const key = keyNode!.value as string;
        if (Object.hasOwn(object, key)) duplicates.push({ key, offset: keyNode!.offset });
        object[key] = valueNode ? valueOf(valueNode, duplicates) : null;
      }
      return object;
    }
    case 'array':
      return (node.children ?? []).map((child) => valueOf(child, duplicates));
    default:
      return node.value as Json;
  }
}

/** The file's one JSON value, or the plain reason it cannot be read as one. */
export function readStrictJson(bytes: Uint8Array): Reading {
  const notes: string[] = [];
  const refuse = (reason: string): Reading => ({ ok: false, reason, notes });
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) {
    return refuse('the file is UTF-16 text (some editors save so); save it as UTF-8 and run again');
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return refuse('the file is not UTF-8 text');
  }
  // RFC 8259 lets a reader ignore a byte order mark; it is not part of any value, so no result changes.
  if (text.startsWith(BOM)) {
    text = text.slice(BOM.length);
    notes.push(
      'the file begins with a UTF-8 byte order mark (BOM), which some editors add when saving; it was skipped: it is not part of the JSON and changes no value',
    );
  }
  if (text.trim() === '') return refuse('the file is empty');
  const errors: ParseError[] = [];
  const tree = parseTree(text, errors, {
    disallowComments: true,
    allowTrailingComma: false,
    allowEmptyContent: false,
  });
  const first = errors[0];
  if (first || !tree) {
    const code = first ? printParseErrorCode(first.error) : 'ValueExpected';
    return refuse(
      `the file is not valid JSON: ${SYNTAX[code] ?? code} at ${position(text, first?.offset ?? 0)}`,
    );
  }
  const duplicates: Duplicate[] = [];
  const value = valueOf(tree, duplicates);
  if (duplicates.length > 0) {
    const shown = duplicates
      .slice(0, 5)
      .map(({ key, offset }) => `${JSON.stringify(key)} (again at ${position(text, offset)})`)
      .join(', ');
    return refuse(
      `a key appears twice in one object: ${shown}${duplicates.length > 5 ? ` and ${duplicates.length - 5} more` : ''}. JSON readers silently keep one of the two, so which one counts is not clear`,
    );
  }
  return { ok: true, value, notes };
}
