import type { FormEvent } from 'react';
import {
  applicantLookupSchema,
  type ApplicantLookup,
} from '@portal/shared-types/applicants/applicants.schema';
import { splitPhone } from '@portal/shared-types/identity/phone-rules';
import { PhoneInput } from './phone-input';
import styles from './inquiry.module.css';

interface InquiryFormProps {
  /** the verified name and phone: the form shows them and cannot look anyone else up */
  name: string;
  phone: string;
  onSearch: (lookup: ApplicantLookup) => void;
}

const keepParts = () => undefined;

/** Name and the three-part phone, filled in and locked from the verification. */
export function InquiryForm({ name, phone, onSearch }: InquiryFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = applicantLookupSchema.safeParse({ name, phone });
    if (!parsed.success) {
      window.alert(parsed.error.issues[0]?.message ?? '');
      return;
    }
    onSearch(parsed.data);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="청약 신청 조회">
      <label className={styles.nameField}>
        <span className={styles.label}>이름</span>
        <input type="text" autoComplete="name" value={name} readOnly aria-readonly="true" />
      </label>
      <PhoneInput legend="연락처" value={splitPhone(phone)} onChange={keepParts} readOnly />
      <button type="submit" className={styles.searchButton}>
        조회
      </button>
    </form>
  );
}
