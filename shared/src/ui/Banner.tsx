import type { ReactNode } from 'react';
import { useT } from 'shared/i18n';
import './ui.css';
import './Banner.css';

/** The four banner types of the spec. */
export type BannerType = 'success' | 'failure' | 'warning' | 'information';

/** Props of Banner. */
export interface BannerProps {
  type: BannerType;
  /** the banner's text */
  title: ReactNode;
  /** a line under the title (failures: the text plus a subtitle) */
  subtitle?: ReactNode;
  /** a list under the title (failures: the text plus a list, e.g. each field's error) */
  items?: ReactNode[];
  /** actions at the end, e.g. a Retry button */
  action?: ReactNode;
}

// The type is said in words (hidden, in the page's language: 'common' banner.*) and drawn as an
// icon, never by colour alone.
const TYPES: Record<BannerType, { role: 'status' | 'alert'; icon: string }> = {
  success: { role: 'status', icon: '✓' },
  information: { role: 'status', icon: 'i' },
  warning: { role: 'alert', icon: '!' },
  failure: { role: 'alert', icon: '×' },
};

/**
 * One accessible banner for success, failure, warning and information: success and information
 * are polite statuses, failure and warning alerts; an icon and a spoken type go with the text.
 */
export function Banner({ type, title, subtitle, items, action }: BannerProps) {
  const { role, icon } = TYPES[type];
  const label = useT('common')(`banner.${type}`);
  return (
    <div className={`ui-banner ui-banner--${type}`} role={role}>
      <span className="ui-banner__icon" aria-hidden="true">
        {icon}
      </span>
      <div className="ui-banner__body">
        <p className="ui-banner__title">
          <span className="ui-visually-hidden">{label}: </span>
          {title}
        </p>
        {subtitle && <p className="ui-banner__subtitle">{subtitle}</p>}
        {items && items.length > 0 && (
          <ul className="ui-banner__list">
            {items.map((item, index) => (
              <li key={index}>{item}</li>
            ))}
          </ul>
        )}
      </div>
      {action && <div className="ui-banner__action">{action}</div>}
    </div>
  );
}
