import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './tabs.module.css';

export interface TabItem {
  label: string;
  content: ReactNode;
}

interface Props {
  /** the tab list's accessible name */
  label: string;
  tabs: readonly TabItem[];
  defaultIndex?: number;
}

/** WAI-ARIA tabs with automatic activation: arrow keys, Home and End move between tabs. */
export function Tabs({ label, tabs, defaultIndex = 0 }: Props) {
  const [selected, setSelected] = useState(defaultIndex);
  const baseId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const tabId = (i: number) => `${baseId}-tab-${i}`;
  const panelId = (i: number) => `${baseId}-panel-${i}`;

  const select = (i: number) => {
    setSelected(i);
    tabRefs.current[i]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const last = tabs.length - 1;
    const next: Record<string, number> = {
      ArrowRight: selected === last ? 0 : selected + 1,
      ArrowLeft: selected === 0 ? last : selected - 1,
      Home: 0,
      End: last,
    };
    const target = next[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={label} className={styles.list} onKeyDown={onKeyDown}>
        {tabs.map((tab, i) => (
          <button
            key={tab.label}
            ref={(element) => {
              tabRefs.current[i] = element;
            }}
            id={tabId(i)}
            type="button"
            role="tab"
            aria-selected={i === selected}
            aria-controls={panelId(i)}
            tabIndex={i === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => select(i)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, i) => (
        <div
          key={tab.label}
          id={panelId(i)}
          role="tabpanel"
          aria-labelledby={tabId(i)}
          tabIndex={0}
          hidden={i !== selected}
          className={styles.panel}
        >
          {i === selected && tab.content}
        </div>
      ))}
    </div>
  );
}
