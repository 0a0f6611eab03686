import { Link } from 'shared/router';
import type {
  StoreServiceCategory,
  StoreServiceListItem,
} from 'shared/contracts/storeServices';
import type { TableColumnsType } from 'shared/ui/antd';
import { Switch } from 'shared/ui/antd';
import { money } from '../../components/money';
import { spt as t } from '../../i18n/t';

type Row = StoreServiceListItem;

/** What a row's controls do (each change is one PATCH under the row's version). */
export interface RowActions {
  canEdit: boolean;
  busyId: number | null;
  categories: StoreServiceCategory[];
  onActive: (row: Row, isActive: boolean) => void;
  onCategory: (row: Row, categoryId: number | null) => void;
  builderPath: (id: number) => string;
}

/** The services table's columns; `sorter: true` ones sort on the server by their key. */
export function serviceColumns(actions: RowActions): TableColumnsType<Row> {
  return [
    {
      title: t('services.service'),
      key: 'name',
      sorter: true,
      render: (_: unknown, row: Row) => (
        <Link to={actions.builderPath(row.id)}>{row.name}</Link>
      ),
    },
    {
      title: t('services.category'),
      key: 'category',
      sorter: true,
      render: (_: unknown, row: Row) =>
        actions.canEdit ? (
          <select
            aria-label={t('services.categoryOf', { name: row.name })}
            className="rec-select"
            value={row.category?.id ?? 0}
            disabled={actions.busyId === row.id}
            onChange={(event) => {
              const value = Number(event.target.value);
              actions.onCategory(row, value === 0 ? null : value);
            }}
          >
            <option value={0}>{t('services.noCategory')}</option>
            {actions.categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        ) : (
          (row.category?.name ?? t('services.noCategory'))
        ),
    },
    {
      title: t('services.price'),
      key: 'price',
      sorter: true,
      render: (_: unknown, row: Row) => money(row.price),
    },
    {
      title: t('services.options'),
      key: 'option_count',
      render: (_: unknown, row: Row) => row.option_count,
    },
    {
      title: t('services.active'),
      key: 'is_active',
      render: (_: unknown, row: Row) =>
        actions.canEdit ? (
          <Switch
            aria-label={t('services.offered', { name: row.name })}
            checked={row.is_active}
            loading={actions.busyId === row.id}
            onChange={(checked) => actions.onActive(row, checked)}
          />
        ) : row.is_active ? (
          t('services.isActive')
        ) : (
          t('services.isInactive')
        ),
    },
  ];
}
