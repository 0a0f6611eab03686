import { memo, useState } from 'react';
import type { OptionDraft } from 'shared/contracts/serviceBuilder';
import {
  Button,
  PlusOutlined,
  Table,
  useAppFeedback,
  type TableColumnsType,
} from 'shared/ui/antd';
import { MESSAGES } from 'shared/validation';
import { localiseMessage } from 'shared/i18n';
import { useBuilderT } from '../../../i18n/t';
import { moveItem, type OptionValueDraft } from '../draft';
import { InlineError, useErrorAt } from './EditorField';
import { ValueCells } from './ValueCells';

/** Above this many choices the list is paged, so a mass dropdown of 10,000 stays responsive. */
export const PAGED_ABOVE = 200;
const PAGE_SIZE = 25;

/** Props of ValuesEditor. */
export interface ValuesEditorProps {
  values: OptionDraft['values'];
  tag: OptionDraft['tag'];
  /** the option's path in the document (`options.<index>`) */
  at: string;
  onChange: (values: OptionValueDraft[], key?: string) => void;
  /** deletes one choice (and the rules of other options that name it) */
  onDelete: (valueId: number) => void;
  nextId: () => number;
}

/**
 * The choices of a choice option: add, rename, cost, image (ssi), reorder, delete. Memoised on the
 * choices themselves: typing in another field of the option does not redraw 10,000 choices (the
 * callbacks edit the document by the option's id, so a newer copy of them does the same).
 */
export const ValuesEditor = memo(
  ValuesEditorView,
  (a, b) => a.values === b.values && a.tag === b.tag && a.at === b.at,
);

function ValuesEditorView({
  values,
  tag,
  at,
  onChange,
  onDelete,
  nextId,
}: ValuesEditorProps) {
  const { modal } = useAppFeedback();
  const t = useBuilderT();
  const [page, setPage] = useState(1);
  const [addedId, setAddedId] = useState<number | null>(null);
  const isPaged = values.length > PAGED_ABOVE;
  const withImage = tag === 'ssi';

  const change = (
    index: number,
    patch: Partial<OptionValueDraft>,
    key?: string,
  ) =>
    onChange(
      values.map((v, i) => (i === index ? { ...v, ...patch } : v)),
      key,
    );
  const move = (from: number, to: number) => {
    onChange(moveItem(values, from, to));
    if (isPaged) setPage(Math.floor(to / PAGE_SIZE) + 1);
  };
  const remove = (index: number) => {
    const value = values[index];
    modal.confirm({
      title: localiseMessage(MESSAGES.confirmDelete),
      content: t('panel.removeChoice', {
        name: value?.name || t('panel.unnamed'),
      }),
      okText: t('panel.delete'),
      okButtonProps: { danger: true },
      cancelText: t('panel.cancel'),
      onOk: () => value && onDelete(value.id),
    });
  };
  const add = () => {
    const id = nextId();
    onChange([...values, { id, name: '', image: null, cost: '' }]);
    setAddedId(id);
    setPage(Math.floor(values.length / PAGE_SIZE) + 1);
  };

  const columns: TableColumnsType<OptionValueDraft> = [
    {
      key: 'value',
      title: t('panel.choices'),
      render: (_, value, rowIndex) => {
        const index = isPaged ? (page - 1) * PAGE_SIZE + rowIndex : rowIndex;
        return (
          <ValueCells
            value={value}
            index={index}
            count={values.length}
            at={`${at}.values.${index}`}
            withImage={withImage}
            isNew={value.id === addedId}
            onChange={(patch, key) => change(index, patch, key)}
            onMove={(to) => move(index, to)}
            onDelete={() => remove(index)}
          />
        );
      },
    },
  ];

  return (
    <section className="sb-subsection" aria-labelledby="sb-values-title">
      <h3 id="sb-values-title">{t('panel.choices')}</h3>
      <ChoicesMessage at={at} />
      {values.length === 0 ? (
        <p className="sb-muted">{t('panel.noChoices')}</p>
      ) : (
        <Table<OptionValueDraft>
          size="small"
          rowKey="id"
          showHeader={false}
          aria-label={t('panel.choices')}
          columns={columns}
          // a page's rows only: antd then leaves the other thousands alone
          dataSource={
            isPaged
              ? values.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE)
              : values
          }
          pagination={
            isPaged
              ? {
                  current: page,
                  pageSize: PAGE_SIZE,
                  total: values.length,
                  showSizeChanger: false,
                  onChange: setPage,
                  showTotal: (total) =>
                    t('panel.choiceCount', { count: total }),
                }
              : false
          }
        />
      )}
      <Button icon={<PlusOutlined aria-hidden="true" />} onClick={add}>
        {t('panel.addChoice')}
      </Button>
    </section>
  );
}

function ChoicesMessage({ at }: { at: string }) {
  const error = useErrorAt(`${at}.values`);
  if (!error) return null;
  return <InlineError id="sb-values-error" path={`${at}.values`} />;
}
