// An application's state after the draw, derived from its rows with the shared rules: the result, the
// documents' stage and deadline, the contract, and what the applicant may still do.
import { parseWinningState } from '@portal/shared-types/applicants/winning-state-rules';
import {
  canChangeDocuments,
  canGiveUp,
  effectiveDeadline,
  isLate,
  resultLabel,
  type ContractState,
  type DocumentStage,
  type FileState,
  type ResultKind,
} from '@portal/shared-types/after-draw/status-rules';
import { documentChecklist } from '@portal/shared-types/after-draw/documents';
import type {
  ChecklistItem,
  ContractNotice,
  DocumentFile,
} from '@portal/shared-types/after-draw/after-draw.schema';
import type { DocumentItem } from '@portal/shared-types/after-draw/documents';
import type {
  ApplicantRow,
  DocumentFileRow,
  ReserveCallRow,
  ReviewRow,
  SettingsRow,
} from './after-draw-repository';

export interface ApplicationFacts {
  applicant: ApplicantRow;
  review: ReviewRow | null;
  settings: SettingsRow | null;
  /** the call-up that made this reserve a winner, if any */
  call: ReserveCallRow | null;
}

export interface ApplicationState {
  result: { kind: ResultKind; reserveNumber: number | null; calledFromReserve: number | null; label: string };
  winner: boolean;
  stage: DocumentStage;
  deadline: string | null;
  late: boolean;
  canChange: boolean;
  contract: ContractState;
  canGiveUp: boolean;
}

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

export function contractNoticeOf(settings: SettingsRow | null): ContractNotice | null {
  if (!settings?.contractDate) return null;
  return {
    date: settings.contractDate,
    time: settings.contractTime ?? '',
    place: settings.contractPlace ?? '',
    bring: settings.contractBring ?? '',
  };
}

export function stateOf(
  { applicant, review, settings, call }: ApplicationFacts,
  now: Date,
): ApplicationState {
  const parsed = parseWinningState(applicant.winningState);
  // nothing saved yet: the draw has not run and no admin has entered results
  const kind: ResultKind = applicant.winningState === '' ? 'notAnnounced' : parsed.kind;
  const calledFromReserve = kind === 'won' && call ? call.reserveNumber : null;
  const result = {
    kind,
    reserveNumber: kind === 'reserve' ? (parsed.reserveNumber ?? null) : calledFromReserve,
    calledFromReserve,
  };
  const winner = kind === 'won';
  const deadline = effectiveDeadline(iso(settings?.documentsDeadline), iso(review?.ownDeadline));
  const stored = (review?.stage ?? 'requested') as DocumentStage;
  const stage: DocumentStage =
    !winner || (stored === 'requested' && deadline === null) ? 'notRequired' : stored;
  const contract: ContractState = review?.givenUpAt
    ? 'givenUp'
    : review?.contractDoneAt
      ? 'done'
      : stage === 'eligible' && settings?.contractDate
        ? 'notice'
        : 'none';
  return {
    result: { ...result, label: resultLabel(result) },
    winner,
    stage,
    deadline,
    late: winner && contract !== 'givenUp' && isLate(stage, deadline, now),
    canChange: winner && contract !== 'givenUp' && canChangeDocuments(stage, deadline, now),
    contract,
    canGiveUp: canGiveUp({ winner, stage, contract }),
  };
}

export const toDocumentFile = (row: DocumentFileRow): DocumentFile => ({
  id: row.id,
  item: row.item as DocumentItem,
  name: row.originalName,
  size: row.size,
  contentType: row.contentType,
  state: row.state as FileState,
  reason: row.reason,
  uploadedAt: row.createdAt.toISOString(),
});

/** The supply type's checklist with each item's files; a file of an item no longer listed goes under 기타. */
export function checklistWithFiles(supplyType: string, files: readonly DocumentFileRow[]): ChecklistItem[] {
  const checklist = documentChecklist(supplyType);
  const listed = new Set<string>(checklist.map((entry) => entry.item));
  return checklist.map((entry) => ({
    ...entry,
    files: files
      .filter((file) => file.item === entry.item || (entry.item === 'other' && !listed.has(file.item)))
      .map(toDocumentFile),
  }));
}
