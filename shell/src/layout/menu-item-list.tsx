import { NavLink } from 'react-router-dom';
import type { MenuGroup } from '@portal/shared-types/site/routes';
import { useSamePageReload } from './use-same-page-reload';

interface Props {
  id: string;
  items: MenuGroup['items'];
  hidden: boolean;
  className: string | undefined;
  itemClassName: string | undefined;
  /** Called when an item is followed, e.g. to close the dropdown or the mobile menu. */
  onNavigate: () => void;
}

/** One menu group's links, shared by the desktop dropdown and the mobile accordion. */
export function MenuItemList({ id, items, hidden, className, itemClassName, onNavigate }: Props) {
  const reload = useSamePageReload();
  return (
    <ul id={id} className={className} hidden={hidden}>
      {items.map((item) => (
        <li key={item.path}>
          <NavLink
            to={item.path}
            end
            className={itemClassName}
            onClick={(event) => {
              onNavigate();
              reload(item.path)(event);
            }}
          >
            {item.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
