import type { PaymentConfig } from '../api';

export interface TestCardsNoteProps {
  cards: PaymentConfig['test_cards'];
}

const OUTCOMES: Record<string, string> = {
  succeeded: 'succeeds',
  declined: 'is declined',
  insufficient_funds: 'is declined for insufficient funds',
  requires_action: 'asks for authentication',
};

/** The test provider's documented cards, so a tester knows what each number does. */
export function TestCardsNote({ cards }: TestCardsNoteProps) {
  if (!cards || cards.length === 0) return null;
  return (
    <aside className="co-note" aria-label="Test cards">
      <p>
        Test mode: no real card is charged. Use any future expiry and any CVC.
      </p>
      <ul>
        {cards.map((card) => (
          <li key={card.number}>
            <code>{card.number}</code> {OUTCOMES[card.outcome] ?? card.outcome}
          </li>
        ))}
      </ul>
    </aside>
  );
}
