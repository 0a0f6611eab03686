import type { MouseEvent } from 'react';
import { useShellT } from '../layout/CustomerMessages';
import './a11y.css';

/** The id of the main landmark that the skip link targets (layouts that own their `<main>` set it). */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * 'Skip to main content': the first focusable element of every layout, shown when focused. It moves
 * focus into the page's main landmark (`#main-content`, else the first `<main>`).
 */
export function SkipLink() {
  const t = useShellT();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const main =
      document.getElementById(MAIN_CONTENT_ID) ??
      document.querySelector<HTMLElement>('main');
    if (!main) return;
    event.preventDefault();
    if (!main.hasAttribute('tabindex')) main.tabIndex = -1;
    main.focus({ preventScroll: true });
    main.scrollIntoView?.({ block: 'start' });
  };
  return (
    <a
      className="sh-skip-link"
      href={`#${MAIN_CONTENT_ID}`}
      onClick={handleClick}
    >
      {t('a11y.skipToMain')}
    </a>
  );
}
