import {
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';

export interface BellTab {
  key: string;
  label: ReactNode;
  panel: ReactNode;
}

export interface BellTabsProps {
  /** names the tab list for screen readers */
  label: string;
  tabs: BellTab[];
}

const STEP: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1 };

/**
 * A WAI-ARIA tab list with automatic activation: Left/Right (wrapping), Home and End select and
 * focus a tab; only the selected tab is in the Tab order. A panel mounts on first selection and
 * then stays, hidden, so its list keeps its scroll position.
 */
export function BellTabs({ label, tabs }: BellTabsProps) {
  const id = useId();
  const [active, setActive] = useState(tabs[0]?.key ?? '');
  const [visited, setVisited] = useState(() => new Set([active]));
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());

  const select = (key: string, focus: boolean) => {
    setActive(key);
    setVisited((seen) => (seen.has(key) ? seen : new Set(seen).add(key)));
    if (focus) tabRefs.current.get(key)?.focus();
  };
  const handleKeyDown = (e: KeyboardEvent) => {
    const index = tabs.findIndex((t) => t.key === active);
    let next: number | null = null;
    if (e.key in STEP)
      next = (index + STEP[e.key]! + tabs.length) % tabs.length;
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = tabs.length - 1;
    if (next === null) return;
    e.preventDefault();
    select(tabs[next]!.key, true);
  };

  return (
    <div className="nb-tabs">
      <div className="nb-tabs__list" role="tablist" aria-label={label}>
        {tabs.map((tab) => (
          <button
            key={tab.key}
            ref={(el) => {
              if (el) tabRefs.current.set(tab.key, el);
              else tabRefs.current.delete(tab.key);
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${tab.key}`}
            className="nb-tabs__tab"
            aria-selected={tab.key === active}
            aria-controls={`${id}-panel-${tab.key}`}
            tabIndex={tab.key === active ? 0 : -1}
            onClick={() => select(tab.key, false)}
            onKeyDown={handleKeyDown}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={`${id}-panel-${tab.key}`}
          aria-labelledby={`${id}-tab-${tab.key}`}
          hidden={tab.key !== active}
        >
          {visited.has(tab.key) && tab.panel}
        </div>
      ))}
    </div>
  );
}
