import { Link, NavLink } from 'react-router-dom';
import { menuGroups } from '@portal/shared-types/routes';
import { siteConfig } from '@portal/shared-types/site-config';
import styles from './header.module.css';

/** The four menu groups of spec section 2.2; a group title goes to its first item. */
export function Header() {
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link to="/" className={styles.logo}>
          {siteConfig.complexName}
        </Link>
        <nav aria-label="주 메뉴">
          <ul className={styles.groups}>
            {menuGroups.map((group) => (
              <li key={group.title} className={styles.group}>
                <Link to={group.items[0]!.path} className={styles.groupTitle}>
                  {group.title}
                </Link>
                <ul className={styles.dropdown}>
                  {group.items.map((item) => (
                    <li key={item.path}>
                      <NavLink to={item.path} end className={styles.item}>
                        {item.label}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
