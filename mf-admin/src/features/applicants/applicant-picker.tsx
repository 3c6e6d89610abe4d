import { useId, useState } from 'react';
import { FieldFrame, Form, useSchemaForm } from '@portal/web-runtime/form';
import type { Applicant } from '@portal/shared-types/applicants/applicants.schema';
import {
  APPLICANT_PICKER_SIZE,
  APPLICANT_SEARCH_MAX,
} from '@portal/shared-types/applicants/applicant-page.schema';
import { messages } from '@portal/shared-types/common/messages';
import styles from '../../components/admin-ui.module.css';
import { searchFormClasses } from '../../components/form-classes';
import { useAdminGetApplicantsQuery } from '../../lib/api/applicants-api';
import { applicantSearchFormSchema } from './applicant-search-form';

interface ApplicantPickerProps {
  roundId: number;
  chosen: Applicant | null;
  onChoose: (applicant: Applicant) => void;
}

/** What the live region says when 찾기 is pressed with nothing typed. */
export const PICKER_EMPTY_SEARCH = '이름이나 접수번호를 입력한 뒤 찾기를 누르세요.';

/** What the live region says once a search has answered. */
export function pickerStatus(found: number, total: number): string {
  if (found === 0) return '찾는 신청자가 없습니다.';
  return total > found
    ? `${total}명 중 ${found}명을 보여 줍니다. 이름이나 접수번호를 더 입력하세요.`
    : `${found}명을 찾았습니다.`;
}

/**
 * Chooses one applicant of a round by a search the server answers (name, 접수번호 or phone; at most
 * APPLICANT_PICKER_SIZE matches): a round may hold 100,000 applicants, too many for one control.
 * The matches are buttons in a list; how many were found is said in a live region.
 */
export function ApplicantPicker({ roundId, chosen, onChoose }: ApplicantPickerProps) {
  const id = useId();
  const form = useSchemaForm(applicantSearchFormSchema, { search: '' });
  // the search last asked for, which the matches answer (the field may have changed since)
  const [search, setSearch] = useState('');
  // 찾기 with nothing typed: said, rather than nothing happening
  const [askedEmpty, setAskedEmpty] = useState(false);
  // nothing is asked (nor recorded as a 접속기록) before a search is made
  const { data, isFetching, isError } = useAdminGetApplicantsQuery(
    { roundId, page: 1, size: APPLICANT_PICKER_SIZE, search },
    { skip: search === '' },
  );

  const submit = ({ search: asked }: { search: string }) => {
    setSearch(asked);
    setAskedEmpty(asked === '');
  };

  const status =
    search === ''
      ? askedEmpty
        ? PICKER_EMPTY_SEARCH
        : ''
      : isFetching
        ? messages.loading
        : isError
          ? messages.applicantsLoadFailed
          : data
            ? pickerStatus(data.items.length, data.total)
            : '';

  return (
    <div>
      <Form
        form={form}
        onSubmit={submit}
        role="search"
        aria-label="메시지를 볼 신청자 찾기"
        className={styles.searchBar}
        classes={searchFormClasses}
      >
        <FieldFrame name="search" label="신청자 찾기">
          {(control) => (
            <input
              type="search"
              placeholder="이름 또는 접수번호"
              maxLength={APPLICANT_SEARCH_MAX}
              {...form.register('search')}
              {...control}
              // the live region below says what the search found
              aria-describedby={[`${id}-status`, control['aria-describedby']].filter(Boolean).join(' ')}
            />
          )}
        </FieldFrame>
        <button type="submit">찾기</button>
      </Form>
      <p id={`${id}-status`} role="status" aria-live="polite">
        {status}
      </p>
      {search !== '' && !isFetching && data && data.items.length > 0 && (
        <ul className={styles.pickList} aria-label="찾은 신청자">
          {data.items.map((applicant) => (
            <li key={applicant.id}>
              <button
                type="button"
                aria-pressed={chosen?.id === applicant.id}
                onClick={() => onChoose(applicant)}
              >
                {applicant.receiptNumber} {applicant.name}
              </button>
            </li>
          ))}
        </ul>
      )}
      {chosen && (
        <p>
          선택한 신청자: {chosen.receiptNumber} {chosen.name}
        </p>
      )}
    </div>
  );
}
