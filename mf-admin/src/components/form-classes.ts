import type { FormClasses } from '@portal/web-runtime/form';
import styles from './admin-ui.module.css';

/** The admin forms' look for the form kit. */
export const adminFormClasses: FormClasses = { field: styles.field, hint: styles.muted, error: styles.error };
