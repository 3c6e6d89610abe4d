import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import {
  isMaintenanceApplicable,
  MAINTENANCE_ENABLED,
  MAINTENANCE_TEXT,
} from '@portal/shared-types/site/maintenance';
import styles from './maintenance-gate.module.css';

/** Shows the maintenance screen instead of the page while the switch is on. */
export function MaintenanceGate({
  enabled = MAINTENANCE_ENABLED,
  children,
}: {
  enabled?: boolean;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  if (!isMaintenanceApplicable(pathname, enabled)) return children;
  return <MaintenanceScreen />;
}

export function MaintenanceScreen() {
  return (
    <section aria-labelledby="maintenance-title" className={styles.screen}>
      <h2 id="maintenance-title" className={styles.title}>
        {MAINTENANCE_TEXT.title}
      </h2>
      <p>{MAINTENANCE_TEXT.message}</p>
      <p className={styles.hours}>{MAINTENANCE_TEXT.hours}</p>
    </section>
  );
}
