import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { MOVE_RULES, MOVES } from '../src/after-draw/moves';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_FIELD_LABELS,
  UNKNOWN_AUDIT_LABELS,
  auditActionLabel,
  auditFieldLabel,
  auditKindLabel,
} from '../src/audit/audit-labels';
import { AUDIT_KINDS } from '../src/audit/audit.schema';

const apiSource = path.join(__dirname, '../../api/src');

/** Every TypeScript file of the API. */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

/** The actions the API writes in its audit entries: each quoted word after `action:` (choices included). */
function writtenActions(): string[] {
  const found = new Set<string>();
  for (const file of sourceFiles(apiSource)) {
    for (const line of readFileSync(file, 'utf8').matchAll(/\baction: ([^,\n}]+)/g)) {
      if (line[1]!.startsWith('text(')) continue; // the table's column, not an entry
      for (const word of line[1]!.matchAll(/'([^']+)'/g)) found.add(word[1]!);
    }
  }
  return [...found].sort();
}

const HANGUL = /[\uAC00-\uD7A3]/;

describe('the audit log in Korean', () => {
  it('names every action the API writes, in Korean', () => {
    const actions = writtenActions();
    // the walk finds the actions (so it cannot pass by finding none)
    expect(actions).toEqual(
      expect.arrayContaining(['signIn', 'create', 'pause', 'resume', 'hold', 'release']),
    );
    const missing = actions.filter((action) => !(action in AUDIT_ACTION_LABELS));
    expect(missing).toEqual([]);
    for (const action of actions) expect(auditActionLabel(action)).toMatch(HANGUL);
  });

  it("names every after-draw move by its own table's label", () => {
    for (const move of MOVES) expect(auditActionLabel(move)).toMatch(HANGUL);
    expect(auditActionLabel('declaredIneligible')).toBe(MOVE_RULES.declaredIneligible.label);
  });

  it('names every kind, and the fields the brief found raw on the screen', () => {
    for (const kind of AUDIT_KINDS) expect(auditKindLabel(kind)).toMatch(HANGUL);
    for (const field of ['state', 'attempts', 'lastError', 'audience', 'recipients', 'paused', 'address'])
      expect(auditFieldLabel(field)).toMatch(HANGUL);
    for (const label of Object.values(AUDIT_FIELD_LABELS)) expect(label).toMatch(HANGUL);
  });

  it('shows a key it does not know as a plain Korean word, never the key', () => {
    expect(auditActionLabel('somethingNew')).toBe(UNKNOWN_AUDIT_LABELS.action);
    expect(auditFieldLabel('somethingNew')).toBe(UNKNOWN_AUDIT_LABELS.field);
    expect(auditKindLabel('somethingNew')).toBe(UNKNOWN_AUDIT_LABELS.kind);
  });
});
