import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useLocation, useNavigate } from 'shared/router';
import { SERVICES_SEARCH_PARAM } from '../routing/paths';
import { useShellT } from './CustomerMessages';

/** How long typing must pause before the home is searched. */
export const SEARCH_DEBOUNCE_MS = 300;

const searchOf = (pathname: string, search: string) =>
  pathname === '/'
    ? (new URLSearchParams(search).get(SERVICES_SEARCH_PARAM) ?? '')
    : '';

/**
 * The header's services search: typing (debounced) opens the home at `/?search=<text>`, which the
 * storefront home reads to narrow its services. On the home it replaces the entry, so Back leaves the page.
 */
export function HeaderSearch() {
  const t = useShellT();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const fromUrl = searchOf(pathname, search);
  const [text, setText] = useState(fromUrl);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // Follow the URL (Back, a link to the home, another page) unless a search is pending.
  useEffect(() => {
    if (timer.current === undefined) setText(fromUrl);
  }, [fromUrl]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    setText(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = undefined;
      const query = value.trim()
        ? `?${new URLSearchParams({ [SERVICES_SEARCH_PARAM]: value })}`
        : '';
      navigate(`/${query}`, { replace: pathname === '/' });
    }, SEARCH_DEBOUNCE_MS);
  };

  return (
    <form
      className="cl-search"
      role="search"
      onSubmit={(event) => event.preventDefault()}
    >
      <input
        type="search"
        className="cl-search__input"
        aria-label={t('header.searchLabel')}
        placeholder={t('header.searchLabel')}
        value={text}
        onChange={handleChange}
        maxLength={100}
      />
    </form>
  );
}
