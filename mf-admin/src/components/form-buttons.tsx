import styles from './admin-ui.module.css';

/** 저장 and 취소 at the end of an admin form. */
export function FormButtons({ saving, onCancel }: { saving: boolean; onCancel: () => void }) {
  return (
    <div className={styles.formButtons}>
      <button type="submit" className={styles.primary} disabled={saving}>
        저장
      </button>
      <button type="button" onClick={onCancel}>
        취소
      </button>
    </div>
  );
}
