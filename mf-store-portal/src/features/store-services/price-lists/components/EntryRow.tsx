import { memo, type FocusEvent } from 'react';
import type { SelectionMark } from 'shared/contracts/storePriceLists';
import { useValidationMessage } from 'shared/i18n';
import { Button, Input, Tag } from 'shared/ui/antd';
import { isMoneyInput } from 'shared/validation';
import { useStorePortalT } from '../../../../i18n/t';
import { PRICE_MAX_LENGTH, type EntryValues } from '../schema';

/** Props of EntryRow. */
export interface EntryRowProps {
  index: number;
  /** the row's values (a new object only when this row changes) */
  entry: EntryValues;
  /** old/new against the saved list: kept, added (new) or removed (until saved) */
  mark: SelectionMark;
  /** the row's price error, once it may show */
  error: string | undefined;
  canEdit: boolean;
  /** Formik's setFieldValue (stable) */
  onChange: (field: string, value: string) => unknown;
  onBlur: (event: FocusEvent<HTMLInputElement>) => void;
  /** takes the service off (or puts a removed one back) */
  onToggle: (index: number) => void;
}

const MARK_KEY: Record<SelectionMark, string | null> = {
  kept: null,
  added: 'priceListEntries.added',
  removed: 'priceListEntries.removed',
};

/**
 * One service of the list: its name, its normal price, the list's price as a money input (digits, at most 2 decimals, no negative sign), and its Added / Removed mark until saved.
 */
export const EntryRow = memo(function EntryRow({
  index,
  entry,
  mark,
  error,
  canEdit,
  onChange,
  onBlur,
  onToggle,
}: EntryRowProps) {
  const t = useStorePortalT();
  const shownError = useValidationMessage(error);
  const name = `entries.${index}.price`;
  const inputId = `list-price-${entry.service_id}`;
  const errorId = `${inputId}-error`;
  const isRemoved = mark === 'removed';
  const markKey = MARK_KEY[mark];
  return (
    <tr className={`spl-row spl-row--${mark}`}>
      <th scope="row" data-label={t('priceListEntries.service')}>
        <span className={isRemoved ? 'spl-struck' : undefined}>
          {entry.service_name}
        </span>
        {!entry.is_active && (
          <Tag className="spl-tag">{t('priceListEntries.inactive')}</Tag>
        )}
        {markKey && (
          <Tag className="spl-tag" color={isRemoved ? 'red' : 'green'}>
            {t(markKey)}
          </Tag>
        )}
      </th>
      <td data-label={t('priceListEntries.normalPrice')}>
        ${entry.normal_price}
      </td>
      <td data-label={t('priceListEntries.listPrice')}>
        <Input
          id={inputId}
          name={name}
          inputMode="decimal"
          prefix="$"
          autoComplete="off"
          aria-label={t('priceListEntries.priceOf', {
            name: entry.service_name,
          })}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
          status={error ? 'error' : undefined}
          maxLength={PRICE_MAX_LENGTH}
          value={entry.price}
          disabled={!canEdit || isRemoved}
          onChange={(event) => {
            const { value } = event.target;
            if (isMoneyInput(value, PRICE_MAX_LENGTH)) onChange(name, value);
          }}
          onBlur={onBlur}
        />
        {shownError && (
          <p id={errorId} className="spl-error">
            {shownError}
          </p>
        )}
      </td>
      {canEdit && (
        <td data-label="">
          <Button
            size="small"
            aria-label={t(
              isRemoved
                ? 'priceListEntries.putBackNamed'
                : 'priceListEntries.removeNamed',
              { name: entry.service_name },
            )}
            onClick={() => onToggle(index)}
          >
            {t(isRemoved ? 'priceListEntries.undo' : 'priceListEntries.remove')}
          </Button>
        </td>
      )}
    </tr>
  );
});
