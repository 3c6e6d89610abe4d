import { useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { menuGroups } from '@portal/shared-types/site/routes';
import { MenuItemList } from './menu-item-list';
import { useSamePageReload } from './use-same-page-reload';
import styles from './menu.module.css';

/** Wide screens: a group opens its 150 px dropdown on hover or focus; Escape closes it. */
export function DesktopMenu() {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const titles = useRef<(HTMLAnchorElement | null)[]>([]);
  const reload = useSamePageReload();
  const { pathname } = useLocation();

  const closeWhenFocusLeaves = (index: number) => (event: FocusEvent<HTMLLIElement>) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    setOpenIndex((open) => (open === index ? null : open));
  };
  const closeOnEscape = (index: number) => (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key !== 'Escape' || openIndex !== index) return;
    setOpenIndex(null);
    titles.current[index]?.focus();
  };

  return (
    <nav aria-label="주 메뉴" className={styles.desktop}>
      <ul className={styles.groups}>
        {menuGroups.map((group, index) => {
          const first = group.items[0]!.path;
          const open = openIndex === index;
          const listId = `menu-group-${index}`;
          const current = group.items.some((item) => item.path === pathname);
          return (
            <li
              key={group.title}
              className={styles.group}
              onMouseEnter={() => setOpenIndex(index)}
              onMouseLeave={() => setOpenIndex(null)}
              onFocus={() => setOpenIndex(index)}
              onBlur={closeWhenFocusLeaves(index)}
              onKeyDown={closeOnEscape(index)}
            >
              <Link
                ref={(element) => {
                  titles.current[index] = element;
                }}
                to={first}
                aria-expanded={open}
                aria-controls={listId}
                className={current ? `${styles.groupTitle} ${styles.currentGroup}` : styles.groupTitle}
                onClick={reload(first)}
              >
                {group.title}
              </Link>
              <MenuItemList
                id={listId}
                items={group.items}
                hidden={!open}
                className={styles.dropdown}
                itemClassName={styles.item}
                onNavigate={() => setOpenIndex(null)}
              />
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
