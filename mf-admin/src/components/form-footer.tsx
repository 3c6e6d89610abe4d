import { FormButtons } from './form-buttons';
import { FormError } from './form-error';

interface Props {
  /** The save or validation failure to announce, if any. */
  error: string | null | undefined;
  saving: boolean;
  onCancel: () => void;
}

/** The end of an admin form that keeps its own failure: the failure, announced, then 저장 and 취소. */
export function FormFooter({ error, saving, onCancel }: Props) {
  return (
    <>
      <FormError error={error} />
      <FormButtons saving={saving} onCancel={onCancel} />
    </>
  );
}
