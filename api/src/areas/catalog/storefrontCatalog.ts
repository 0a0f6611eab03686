import type { Db } from '../../db/types';
import { serviceImages } from './serviceImages';

// The storefront's catalogue: the active services of a store, as customers see them.

interface ServiceRow {
  id: number;
  store_id: number;
  name: string;
  description: string;
  price: string;
  image: string | null;
  item_tag: string | null;
  top_level_tag: string | null;
  is_active: boolean;
  created_on: Date;
  category_id: number | null;
  category_name: string | null;
}

interface OptionRow {
  id: number;
  tag: string;
  label: string;
  sequence: number;
  values: unknown[];
  is_required: boolean;
  is_option_cost: boolean;
  is_metal_type: boolean;
  instructions: string | null;
  info_tooltip: string | null;
  image: string | null;
  other_option: boolean;
  validation: unknown;
  parameters: unknown;
  allowed_url_parameter: string | null;
  meta_data: unknown;
  advance_option_meta_data: unknown;
  logics: unknown;
}

const SERVICE_SELECT = `SELECT s.id, s.store_id, s.name, s.description, s.price::text AS price, s.image, s.item_tag,
  s.top_level_tag, s.is_active, s.created_on, s.category_id, c.name AS category_name
  FROM services s LEFT JOIN service_categories c ON c.id = s.category_id`;

// listPrice: the signed-in customer's price-list price, null when they have none.
const toPortalService = (s: ServiceRow, listPrice: string | null = null) => ({
  id: s.id,
  name: s.name,
  description: s.description,
  price: s.price,
  list_price: listPrice,
  image: s.image,
  category:
    s.category_id !== null
      ? { id: s.category_id, name: s.category_name }
      : null,
  item_tag: s.item_tag,
  top_level_tag: s.top_level_tag,
});

const toOption = (o: OptionRow) => ({
  id: o.id,
  tag: o.tag,
  label: { value: o.label },
  sequence: o.sequence,
  values: o.values,
  is_required: o.is_required,
  is_option_cost: o.is_option_cost,
  is_metal_type: o.is_metal_type,
  instructions: o.instructions,
  infoTooltip: o.info_tooltip,
  image: o.image,
  otherOption: o.other_option,
  validation: o.validation,
  parameters: o.parameters,
  allowed_url_parameter: o.allowed_url_parameter,
  meta_data: o.meta_data,
  advance_option_meta_data: o.advance_option_meta_data,
  logics: o.logics,
});

async function optionsOf(db: Db, serviceId: number) {
  const rows = await db.query<OptionRow>(
    'SELECT * FROM service_options WHERE service_id = $1 ORDER BY sequence, id',
    [serviceId],
  );
  return rows.map(toOption);
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface CatalogueFilters {
  item_tag?: string;
  top_level_tag?: string;
  search?: string;
}

/** The store's active services matching the filters, by name, and the store's categories. */
export async function storefrontServices(
  db: Db,
  storeId: number,
  filters: CatalogueFilters,
  listPrices: Map<number, string>,
) {
  const where = ['s.store_id = $1', 's.is_active'];
  const params: unknown[] = [storeId];
  const itemTag = filters.item_tag?.trim();
  const topLevelTag = filters.top_level_tag?.trim();
  const search = filters.search?.trim();
  if (itemTag) {
    params.push(itemTag);
    where.push(`lower(s.item_tag) = lower($${params.length})`);
  }
  if (topLevelTag) {
    params.push(topLevelTag);
    where.push(`lower(s.top_level_tag) = lower($${params.length})`);
  }
  if (search) {
    params.push(`%${escapeLike(search)}%`);
    where.push(
      `(s.name ILIKE $${params.length} OR s.description ILIKE $${params.length} OR c.name ILIKE $${params.length})`,
    );
  }
  const services = await db.query<ServiceRow>(
    `${SERVICE_SELECT} WHERE ${where.join(' AND ')} ORDER BY s.name, s.id`,
    params,
  );
  const categories = await db.query(
    'SELECT id, name FROM service_categories WHERE store_id = $1 ORDER BY name, id',
    [storeId],
  );
  return {
    results: services.map((s) =>
      toPortalService(s, listPrices.get(s.id) ?? null),
    ),
    categories,
  };
}

/** One active service of the store with its images and options; null when there is none. */
export async function storefrontService(
  db: Db,
  storeId: number,
  id: number,
  listPrices: Map<number, string>,
) {
  const [row] = await db.query<ServiceRow>(
    `${SERVICE_SELECT} WHERE s.id = $1 AND s.store_id = $2 AND s.is_active`,
    [id, storeId],
  );
  if (!row) return null;
  return {
    ...toPortalService(row, listPrices.get(row.id) ?? null),
    images: await serviceImages(db, row.id),
    options: await optionsOf(db, row.id),
  };
}
