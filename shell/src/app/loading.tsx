import { messages } from '@portal/shared-types/common/messages';
import styles from './remote-route.module.css';

export function Loading() {
  return (
    <p className={styles.loading} role="status">
      {messages.loading}
    </p>
  );
}
