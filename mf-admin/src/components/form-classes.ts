import type { FormClasses } from '@portal/web-runtime/form';
import styles from './admin-ui.module.css';

/** The admin forms' look for the form kit. */
export const adminFormClasses: FormClasses = { field: styles.field, hint: styles.muted, error: styles.error };

/** The look of the admin's one-line forms (a filter, a hold): each field a row of label and control. */
export const searchFormClasses: FormClasses = {
  field: styles.searchBar,
  hint: styles.muted,
  error: styles.error,
};
