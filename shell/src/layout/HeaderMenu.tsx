import { useId, type ReactNode } from 'react';
import { Link } from 'shared/router';
import { useDisclosure } from './useDisclosure';

/** One entry of a header menu: a link (`to`) or an action (`onSelect`). */
export interface HeaderMenuItem {
  key: string;
  label: string;
  to?: string;
  onSelect?: () => void;
}

/** Props of HeaderMenu. */
export interface HeaderMenuProps {
  /** what the toggle button shows */
  trigger: ReactNode;
  /** accessible name of the toggle when `trigger` has no text */
  label?: string;
  items: HeaderMenuItem[];
  /** a control shown under the items (the mobile menu's language select) */
  extra?: ReactNode;
}

const PLAIN_LIST = { margin: 0, padding: 0, listStyle: 'none' };

/** A disclosure menu (toggle button + list of links and actions) for the storefront header. */
export function HeaderMenu({ trigger, label, items, extra }: HeaderMenuProps) {
  const { open, close, toggle, rootRef } = useDisclosure<HTMLDivElement>();
  const listId = useId();
  const entries = items.map((item) => (
    <li key={item.key}>
      {item.to ? (
        <Link className="cl-menu__item" to={item.to} onClick={close}>
          {item.label}
        </Link>
      ) : (
        <button
          type="button"
          className="cl-menu__item"
          onClick={() => {
            close();
            item.onSelect?.();
          }}
        >
          {item.label}
        </button>
      )}
    </li>
  ));
  return (
    <div className="cl-menu" ref={rootRef}>
      <button
        type="button"
        className="cl-text-button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={listId}
        onClick={toggle}
      >
        {trigger}
      </button>
      {open &&
        (extra ? (
          // The menu's own entries stay one list; the extra control sits under it in the panel.
          <div id={listId} className="cl-menu__list">
            <ul style={PLAIN_LIST}>{entries}</ul>
            {extra}
          </div>
        ) : (
          <ul id={listId} className="cl-menu__list">
            {entries}
          </ul>
        ))}
    </div>
  );
}
