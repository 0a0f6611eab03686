import { formatDateTime } from 'shared/dates';
import { useT } from 'shared/i18n';
import { Tag } from 'shared/ui/antd';
import './catalogue';
import './records.css';

/** Who acted on a record (the record events' `actor`). */
export type TimelineActor = 'store' | 'vendor' | 'customer' | 'system';

/** What the timeline reads of an event: both portals' record events have this shape. */
export interface TimelineEvent {
  id: number;
  /** a TimelineActor (the record events' contracts type it as a string) */
  actor?: string;
  actor_name?: string | null;
  created_on: string;
  body?: string | null;
  is_shared?: boolean;
  kind?: string;
  image?: { url: string; stage: 'before' | 'after' } | null;
}

/** Props of Timeline. */
export interface TimelineProps<E extends TimelineEvent> {
  /** the record's events, oldest first (as the api sends them) */
  events: E[];
  /** what happened, in the record's own words (a status as its label, never its code) */
  describe: (event: E) => string;
  /** show the newest first (the list's name says so) */
  newestFirst?: boolean;
  /** show a note's text under its title (where describe does not already say it) */
  showBody?: boolean;
  /** who acted when the event names nobody and carries no actor */
  fallbackActor?: string;
  /** the list's accessible name, where the page calls it otherwise (a repair history) */
  label?: string;
}

/**
 * A record's timeline in either portal: what happened, who did it and when, a shared note marked
 * and an image shown. The texts come from the 'records' catalogue (the page's language).
 */
export function Timeline<E extends TimelineEvent>({
  events,
  describe,
  newestFirst = false,
  showBody = false,
  fallbackActor,
  label,
}: TimelineProps<E>) {
  const t = useT('records');
  if (events.length === 0)
    return <p className="rec-timeline__empty">{t('timeline.empty')}</p>;
  const ordered = newestFirst ? [...events].reverse() : events;
  return (
    <ol
      className="rec-timeline"
      aria-label={
        label ?? t(newestFirst ? 'timeline.labelNewestFirst' : 'timeline.label')
      }
    >
      {ordered.map((event) => {
        const who =
          event.actor_name ||
          (event.actor
            ? t(`actors.${event.actor}`, { defaultValue: fallbackActor ?? '' })
            : (fallbackActor ?? ''));
        return (
          <li key={event.id} className="rec-timeline__item">
            <p className="rec-timeline__title">
              <strong>{describe(event)}</strong>{' '}
              {event.is_shared && event.kind !== 'status' && (
                <Tag color="blue">{t('timeline.shared')}</Tag>
              )}
            </p>
            {showBody && event.body && (
              <p className="rec-timeline__body">{event.body}</p>
            )}
            {event.image && (
              <a href={event.image.url} target="_blank" rel="noreferrer">
                <img
                  className="rec-timeline__image"
                  src={event.image.url}
                  alt={t(
                    event.image.stage === 'after'
                      ? 'timeline.imageAfter'
                      : 'timeline.imageBefore',
                    { who },
                  )}
                />
              </a>
            )}
            <p className="rec-timeline__when">
              {who} ·{' '}
              <time dateTime={event.created_on}>
                {formatDateTime(event.created_on)}
              </time>
            </p>
          </li>
        );
      })}
    </ol>
  );
}
