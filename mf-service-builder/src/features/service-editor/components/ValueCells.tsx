import { useEffect, useRef } from 'react';
import {
  Button,
  DeleteOutlined,
  DownOutlined,
  Flex,
  Input,
  type InputRef,
} from 'shared/ui/antd';
import { isMoneyInput } from 'shared/validation';
import { useBuilderT } from '../../../i18n/t';
import type { OptionValueDraft } from '../draft';
import { ChoicePicture } from '../images/ChoicePicture';
import { InlineError, useErrorAt } from './EditorField';

/** Props of ValueCells. */
export interface ValueCellsProps {
  value: OptionValueDraft;
  index: number;
  count: number;
  /** the value's path in the document */
  at: string;
  withImage: boolean;
  /** just added: its name takes the focus */
  isNew: boolean;
  onChange: (patch: Partial<OptionValueDraft>, key?: string) => void;
  onMove: (to: number) => void;
  onDelete: () => void;
}

/** One choice: its name, cost, picture (image kinds), move and delete. */
export function ValueCells({
  value,
  index,
  count,
  at,
  withImage,
  isNew,
  onChange,
  onMove,
  onDelete,
}: ValueCellsProps) {
  const t = useBuilderT();
  const n = index + 1;
  const nameRef = useRef<InputRef>(null);
  useEffect(() => {
    if (isNew) nameRef.current?.focus();
  }, [isNew]);
  const nameError = useErrorAt(`${at}.name`);
  const costError = useErrorAt(`${at}.cost`);
  const nameErrorId = `sb-value-${value.id}-name-error`;
  const costErrorId = `sb-value-${value.id}-cost-error`;
  const key = (field: string) => `value:${value.id}:${field}`;
  return (
    <Flex gap={8} wrap align="start" className="sb-value">
      <div className="sb-value__name">
        <Input
          aria-label={t('panel.choiceName', { n })}
          maxLength={255}
          ref={nameRef}
          value={value.name}
          status={nameError ? 'error' : undefined}
          aria-invalid={Boolean(nameError)}
          aria-describedby={nameError ? nameErrorId : undefined}
          onChange={(e) => onChange({ name: e.target.value }, key('name'))}
        />
        <InlineError id={nameErrorId} path={`${at}.name`} />
      </div>
      <div className="sb-value__cost">
        <Input
          aria-label={t('panel.choiceCost', { n })}
          prefix="$"
          inputMode="decimal"
          value={value.cost === null ? '' : String(value.cost)}
          status={costError ? 'error' : undefined}
          aria-invalid={Boolean(costError)}
          aria-describedby={costError ? costErrorId : undefined}
          onChange={(e) => {
            if (isMoneyInput(e.target.value, 13))
              onChange({ cost: e.target.value }, key('cost'));
          }}
        />
        <InlineError id={costErrorId} path={`${at}.cost`} />
      </div>
      {withImage && (
        <ChoicePicture
          valueId={value.id}
          n={n}
          alt={value.name.trim() || t('panel.choiceN', { n })}
          url={value.image}
          path={`${at}.image`}
          onChange={(image) => onChange({ image })}
        />
      )}
      <Flex gap={2}>
        <Button
          type="text"
          aria-label={t('panel.moveChoiceUp', { n })}
          disabled={index === 0}
          icon={<DownOutlined aria-hidden="true" rotate={180} />}
          onClick={() => onMove(index - 1)}
        />
        <Button
          type="text"
          aria-label={t('panel.moveChoiceDown', { n })}
          disabled={index === count - 1}
          icon={<DownOutlined aria-hidden="true" />}
          onClick={() => onMove(index + 1)}
        />
        <Button
          type="text"
          danger
          aria-label={t('panel.deleteChoice', { n })}
          icon={<DeleteOutlined aria-hidden="true" />}
          onClick={onDelete}
        />
      </Flex>
    </Flex>
  );
}
