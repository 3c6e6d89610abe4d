import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { digitsOnly, PHONE_PART_LENGTHS, splitPhone } from '@portal/shared-types/identity/phone-rules';
import styles from './inquiry.module.css';

export type PhoneParts = [string, string, string];

const partLength = (index: number): number => PHONE_PART_LENGTHS[index] ?? 0;

const PART_LABELS = ['휴대폰 번호 앞 3자리', '휴대폰 번호 가운데 자리', '휴대폰 번호 마지막 4자리'] as const;

interface PhoneInputProps {
  legend: string;
  value: PhoneParts;
  onChange: (value: PhoneParts) => void;
  /** shown, focusable and read aloud, but not changed (a number taken from the phone verification) */
  readOnly?: boolean;
}

/**
 * The phone number in three parts: digits only, focus moves on when a part is full
 * and back on Backspace in an empty part; a whole number pasted into any part fills all three.
 */
export function PhoneInput({ legend, value, onChange, readOnly = false }: PhoneInputProps) {
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const focusPart = (index: number) => inputs.current[index]?.focus();

  const changePart = (index: number, text: string) => {
    const digits = digitsOnly(text).slice(0, partLength(index));
    const next = [...value] as PhoneParts;
    next[index] = digits;
    onChange(next);
    if (digits.length === partLength(index) && digits !== value[index] && index < 2) focusPart(index + 1);
  };

  const pastePart = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    if (readOnly) return;
    const text = event.clipboardData.getData('text');
    // a part's own worth of digits pastes normally; more than that is a whole number
    if (digitsOnly(text).length <= partLength(index)) return;
    event.preventDefault();
    const parts = splitPhone(text);
    onChange(parts);
    const firstShort = parts.findIndex((part, i) => part.length < partLength(i));
    focusPart(firstShort === -1 ? 2 : firstShort);
  };

  const keyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && value[index] === '' && index > 0) {
      event.preventDefault();
      focusPart(index - 1);
    }
  };

  return (
    <fieldset className={styles.phone}>
      <legend className={styles.label}>{legend}</legend>
      <div className={styles.phoneParts}>
        {PHONE_PART_LENGTHS.map((length, index) => (
          <span key={PART_LABELS[index]} className={styles.phonePart}>
            {index > 0 && (
              <span aria-hidden="true" className={styles.dash}>
                -
              </span>
            )}
            <input
              ref={(element) => {
                inputs.current[index] = element;
              }}
              type="text"
              inputMode="numeric"
              pattern="[0-9]*"
              autoComplete="off"
              maxLength={length}
              aria-label={PART_LABELS[index]}
              value={value[index]}
              readOnly={readOnly}
              onChange={(event) => changePart(index, event.target.value)}
              onPaste={(event) => pastePart(index, event)}
              onKeyDown={(event) => keyDown(index, event)}
            />
          </span>
        ))}
      </div>
    </fieldset>
  );
}
