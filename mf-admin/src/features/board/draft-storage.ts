export interface BoardDraft {
  title: string;
  content: string;
  topFixed: boolean;
}

/** The browser-storage key of a notice draft: one for a new notice, one per edited notice. */
export const noticeDraftKey = (id?: number) => `admin-notice-draft-${id ?? 'new'}`;

export function readDraft(key: string): BoardDraft | null {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return null;
    const draft = JSON.parse(raw) as Partial<BoardDraft>;
    if (typeof draft.title !== 'string' || typeof draft.content !== 'string') return null;
    return { title: draft.title, content: draft.content, topFixed: draft.topFixed === true };
  } catch {
    return null; // blocked storage or an unreadable record: no draft to offer
  }
}

export function writeDraft(key: string, draft: BoardDraft): void {
  try {
    localStorage.setItem(key, JSON.stringify(draft));
  } catch {
    // storage full or blocked: the form still works, only without a draft
  }
}

export function clearDraft(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // nothing to clear
  }
}
