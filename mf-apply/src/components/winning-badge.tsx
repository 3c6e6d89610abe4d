import type { WinningColor } from '@portal/shared-types/applicants/winning-state-rules';
import styles from './winning-badge.module.css';

/** A winning state or progress label as a pill, shared by /inquiry and the draw page. */
export function WinningBadge({ label, color }: { label: string; color: WinningColor | null }) {
  return <span className={`${styles.badge} ${color ? styles[color] : ''}`}>{label}</span>;
}
