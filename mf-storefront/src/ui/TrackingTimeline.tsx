import type { TrackingStep } from 'shared/contracts/repair';
import { formatDateIntl } from 'shared/i18n';
import { useStorefrontT, type Translate } from '../i18n/t';
import { tracking } from '../i18n/messages/tracking';
import './trackingTimeline.css';

// The api writes the timeline's fixed words in English (spec words); the page shows them in its
// language. A shared note is the store's own text and shows as written.
const STEP_KEYS = new Map<string, string>(
  Object.entries(tracking.en.steps).map(([key, text]) => [text, key]),
);

/** A status or step label from the api in the page's language (anything else as given). */
export function stepLabel(t: Translate, label: string): string {
  const key = STEP_KEYS.get(label);
  return key ? t(`tracking.steps.${key}`) : label;
}

interface TrackingTimelineProps {
  steps: TrackingStep[];
  /** The heading level of the section's title (the page's h1 is above it). */
  headingLevel?: 2 | 3;
}

/** The customer's timeline: each step in words with its date, shared photos and notes. */
export function TrackingTimeline({
  steps,
  headingLevel = 2,
}: TrackingTimelineProps) {
  const t = useStorefrontT();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="sf-timeline" aria-labelledby="sf-timeline-title">
      <Heading id="sf-timeline-title" className="sf-timeline__title">
        {t('tracking.timeline')}
      </Heading>
      {steps.length === 0 ? (
        <p>{t('tracking.noSteps')}</p>
      ) : (
        <ol className="sf-timeline__list">
          {steps.map((step, index) => (
            <li
              key={`${step.created_on}-${index}`}
              className={`sf-timeline__step sf-timeline__step--${step.kind}`}
            >
              <time dateTime={step.created_on} className="sf-timeline__date">
                {formatDateIntl(step.created_on, 'dateTime')}
              </time>
              {step.kind === 'note' ? (
                <p className="sf-timeline__note">
                  <span className="sf-timeline__kind">
                    {t('tracking.noteFromStore')}
                  </span>{' '}
                  {step.label}
                </p>
              ) : (
                <p className="sf-timeline__label">{stepLabel(t, step.label)}</p>
              )}
              {step.image_url && (
                <img
                  className="sf-timeline__image"
                  src={step.image_url}
                  alt={
                    step.label === tracking.en.steps.photo
                      ? t('tracking.photoAlt')
                      : t('tracking.photoOf', {
                          label: stepLabel(t, step.label),
                        })
                  }
                  loading="lazy"
                />
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
