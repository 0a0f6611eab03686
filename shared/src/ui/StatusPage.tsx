import { useId, type ReactNode } from 'react';
import './ui.css';

/** Props of StatusPage. */
export interface StatusPageProps {
  /** the short mark in the circle, e.g. '404' or '!' */
  mark: string;
  tone?: 'brand' | 'error' | 'warning';
  title: string;
  /** heading level: 1 for a whole page, 2 for a state inside a page */
  level?: 1 | 2;
  /** 'alert' for failures, so assistive technology announces them */
  role?: 'alert';
  /** message and actions below the title */
  children?: ReactNode;
}

/** A full-width state (not found, failed load, inactive store) in the white-label colours, without antd. */
export function StatusPage({
  mark,
  tone = 'brand',
  title,
  level = 1,
  role,
  children,
}: StatusPageProps) {
  const titleId = useId();
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <section className="ui-state" role={role} aria-labelledby={titleId}>
      <p
        className={`ui-state__mark ui-state__mark--${tone}`}
        aria-hidden="true"
      >
        {mark}
      </p>
      <Heading id={titleId} className="ui-state__title">
        {title}
      </Heading>
      {children}
    </section>
  );
}
