import styles from './build-label.module.css';

const label = typeof __BUILD_LABEL__ === 'string' ? __BUILD_LABEL__ : '';

/**
 * The build's label (BUILD_LABEL when it was built), shown small under a board so an operator can tell
 * which build is live; a normal build has none and shows nothing.
 */
export function BuildLabel() {
  return label ? <p className={styles.label}>빌드 {label}</p> : null;
}
