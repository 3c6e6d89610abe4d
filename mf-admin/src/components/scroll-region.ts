import styles from './admin-ui.module.css';

/**
 * The props of a table's wrapper, which scrolls sideways on a phone: a named region in the tab order,
 * so that a keyboard can scroll it too (also while the table has no link or button yet).
 */
export function scrollRegion(label: string) {
  return { className: styles.tableWrap, role: 'region', 'aria-label': label, tabIndex: 0 } as const;
}
