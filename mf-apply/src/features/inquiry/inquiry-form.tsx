import { useState, type FormEvent } from 'react';
import { inquiryQuerySchema, type InquiryQuery } from '@portal/shared-types/applicants';
import { joinPhone, splitPhone } from '@portal/shared-types/phone';
import { PhoneInput, type PhoneParts } from './phone-input';
import styles from './inquiry.module.css';

interface InquiryFormProps {
  initialName?: string;
  initialPhone?: string;
  onSearch: (query: InquiryQuery) => void;
}

/** Name and the three-part phone; both required (spec section 5). */
export function InquiryForm({ initialName = '', initialPhone = '', onSearch }: InquiryFormProps) {
  const [name, setName] = useState(initialName);
  const [phone, setPhone] = useState<PhoneParts>(() =>
    initialPhone ? splitPhone(initialPhone) : ['', '', ''],
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = inquiryQuerySchema.safeParse({ name, phone: joinPhone(phone) });
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
        <input
          type="text"
          autoComplete="name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          required
        />
      </label>
      <PhoneInput legend="연락처" value={phone} onChange={setPhone} />
      <button type="submit" className={styles.searchButton}>
        조회
      </button>
    </form>
  );
}
