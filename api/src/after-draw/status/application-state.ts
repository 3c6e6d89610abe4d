// The server's side of the status derivation: its rows turned into the facts that
// shared-types/src/after-draw/application-status.ts derives every state from. Nothing is decided here.
import {
  applicationStatus,
  type ApplicationStatusNow,
} from '@portal/shared-types/after-draw/application-status';
import { type FileState } from '@portal/shared-types/after-draw/status-rules';
import { documentChecklist } from '@portal/shared-types/after-draw/documents';
import type { SupplyType } from '@portal/shared-types/supply/supply-type-labels';
import { OBJECTION_FILE_ITEM } from '@portal/shared-types/after-draw/objection-rules';
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
} from '../after-draw-repository';

export interface ApplicationRows {
  applicant: ApplicantRow;
  review: ReviewRow | null;
  settings: SettingsRow | null;
  /** the call-up that made this reserve a winner, if any */
  call: ReserveCallRow | null;
  /** a reserve was called to this applicant's place */
  filled: boolean;
  /** a waiting reserve's place in line (reservePosition), else null */
  reservePosition?: number | null;
}

export type ApplicationState = ApplicationStatusNow;

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

/** The application's status now, from its rows. */
export function stateOf(
  { applicant, review, settings, call, filled, reservePosition }: ApplicationRows,
  now: Date,
): ApplicationState {
  return applicationStatus(
    {
      winningState: applicant.winningState,
      review: review && {
        stage: review.stage,
        ownDeadline: iso(review.ownDeadline),
        submittedAt: iso(review.submittedAt),
        givenUpAt: iso(review.givenUpAt),
        contractDoneAt: iso(review.contractDoneAt),
      },
      round: {
        documentsDeadline: iso(settings?.documentsDeadline),
        contractNotice: Boolean(settings?.contractDate),
      },
      calledFromReserve: call?.reserveNumber ?? null,
      placeFilled: filled,
      reservePosition: reservePosition ?? null,
    },
    now,
  );
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

/**
 * The supply type's checklist with each item's files; a file of an item no longer listed goes under 기타.
 * A 소명's files are no document: they show with the 소명 only.
 */
export function checklistWithFiles(
  supplyType: SupplyType,
  files: readonly DocumentFileRow[],
): ChecklistItem[] {
  const checklist = documentChecklist(supplyType);
  const listed = new Set<string>([...checklist.map((entry) => entry.item), OBJECTION_FILE_ITEM]);
  return checklist.map((entry) => ({
    ...entry,
    files: files
      .filter((file) => file.item === entry.item || (entry.item === 'other' && !listed.has(file.item)))
      .map(toDocumentFile),
  }));
}
