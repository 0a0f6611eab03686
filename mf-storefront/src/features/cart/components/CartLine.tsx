import type { CartItem } from 'shared/cart';
import { needsTooltip, TOOLTIP_THRESHOLD, truncate } from 'shared/options';
import { formatMoney, summarizeAnswers } from '../formatters';
import { QuantityStepper } from './QuantityStepper';
import { useStorefrontT } from '../../../i18n/t';

/** 'N options chosen', listing the chosen options (label: value) when expanded. */
function CartLineChoices({ item }: { item: CartItem }) {
  const summary = summarizeAnswers(item.answers);
  const choices = item.choices ?? [];
  if (choices.length === 0)
    return <p className="sf-cart-line__answers">{summary}</p>;
  return (
    <details className="sf-cart-line__answers">
      <summary>{summary}</summary>
      <ul className="sf-cart-line__choices">
        {choices.map((choice, index) => (
          <li key={`${choice.label}-${index}`}>
            {choice.label}: <TruncatedChoice text={choice.value} />
          </li>
        ))}
      </ul>
    </details>
  );
}

/** A chosen value, cut at 60 characters with the whole text on hover. */
function TruncatedChoice({ text }: { text: string }) {
  return needsTooltip(text) ? (
    <span title={text}>{truncate(text, TOOLTIP_THRESHOLD)}</span>
  ) : (
    <>{text}</>
  );
}

export interface CartLineProps {
  item: CartItem;
  onQuantityChange: (itemId: number, quantity: number) => void;
  onRemove: (itemId: number) => void;
}

/** One cart line: image, service name, answers summary, unit price, quantity, line total, Remove. */
export function CartLine({ item, onQuantityChange, onRemove }: CartLineProps) {
  const t = useStorefrontT();
  const { service } = item;
  const nameId = `sf-cart-line-${item.id}`;
  return (
    <li className="sf-cart-line" aria-labelledby={nameId}>
      {service.image ? (
        <img
          className="sf-cart-line__image"
          src={service.image}
          alt={service.name}
        />
      ) : (
        <div
          className="sf-cart-line__image sf-cart-line__image--empty"
          aria-hidden="true"
        >
          {service.name.charAt(0)}
        </div>
      )}
      <div className="sf-cart-line__info">
        <h2 className="sf-cart-line__name" id={nameId}>
          {service.name}
        </h2>
        <CartLineChoices item={item} />
        <p className="sf-cart-line__unit">
          {t('cart.unitPrice')} <span>{formatMoney(item.unit_price)}</span>
        </p>
      </div>
      <QuantityStepper
        value={item.quantity}
        label={service.name}
        onChange={(quantity) => onQuantityChange(item.id, quantity)}
      />
      <p
        className="sf-cart-line__total"
        aria-label={t('cart.lineTotal', { service: service.name })}
      >
        {formatMoney(item.line_total)}
      </p>
      <button
        type="button"
        className="sf-link-button sf-cart-line__remove"
        aria-label={t('cart.removeService', { service: service.name })}
        onClick={() => onRemove(item.id)}
      >
        {t('cart.remove')}
      </button>
    </li>
  );
}
