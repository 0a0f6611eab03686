import type { PaymentConfig } from '../api';
import { useStorefrontT } from '../../../i18n/t';

export interface TestCardsNoteProps {
  cards: PaymentConfig['test_cards'];
}

const OUTCOMES = [
  'succeeded',
  'declined',
  'insufficient_funds',
  'requires_action',
];

/** The test provider's documented cards, so a tester knows what each number does. */
export function TestCardsNote({ cards }: TestCardsNoteProps) {
  const t = useStorefrontT();
  if (!cards || cards.length === 0) return null;
  return (
    <aside className="co-note" aria-label={t('links.testCards')}>
      <p>{t('links.testMode')}</p>
      <ul>
        {cards.map((card) => (
          <li key={card.number}>
            <code>{card.number}</code>{' '}
            {OUTCOMES.includes(card.outcome)
              ? t(`links.outcome.${card.outcome}`)
              : card.outcome}
          </li>
        ))}
      </ul>
    </aside>
  );
}
