import { useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { menuGroups } from '@portal/shared-types/site/routes';
import { MenuItemList } from './menu-item-list';
import styles from './menu.module.css';

const PANEL_ID = 'mobile-menu';

/** 768 px and below: a hamburger opens an accordion with one group open at a time. */
export function MobileMenu() {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const [openGroup, setOpenGroup] = useState(0);
  const toggle = useRef<HTMLButtonElement>(null);

  const openMenu = () => {
    const current = menuGroups.findIndex((group) => group.items.some((item) => item.path === pathname));
    setOpenGroup(Math.max(current, 0));
    setOpen(true);
  };
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    setOpen(false);
    toggle.current?.focus();
  };

  return (
    <div className={styles.mobile} onKeyDown={closeOnEscape}>
      <button
        ref={toggle}
        type="button"
        className={styles.hamburger}
        aria-expanded={open}
        aria-controls={PANEL_ID}
        onClick={() => (open ? setOpen(false) : openMenu())}
      >
        <span aria-hidden="true" className={styles.hamburgerIcon} />
        전체 메뉴
      </button>
      <nav id={PANEL_ID} aria-label="주 메뉴" className={styles.panel} hidden={!open}>
        <ul className={styles.accordion}>
          {menuGroups.map((group, index) => {
            const expanded = openGroup === index;
            const listId = `${PANEL_ID}-group-${index}`;
            return (
              <li key={group.title}>
                <button
                  type="button"
                  className={styles.accordionTitle}
                  aria-expanded={expanded}
                  aria-controls={listId}
                  onClick={() => setOpenGroup(index)}
                >
                  {group.title}
                  <span aria-hidden="true">{expanded ? '−' : '+'}</span>
                </button>
                <MenuItemList
                  id={listId}
                  items={group.items}
                  hidden={!expanded}
                  className={styles.accordionItems}
                  itemClassName={styles.accordionItem}
                  onNavigate={() => setOpen(false)}
                />
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
