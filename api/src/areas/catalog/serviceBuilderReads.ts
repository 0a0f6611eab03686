import {
  SERVICE_BUILDER_MESSAGES,
  type BuilderContext,
  type BuilderService,
  type OptionDraft,
} from 'shared/contracts/serviceBuilder';
import type { Db } from '../../db/types';
import { notFound } from '../../errors';
import { formatCents, toCents } from '../../platform/money';
import { isUrlIntegrationEnabled } from '../storefront';
import { ownerColumn, type ServiceOwner } from './serviceOwner';
import { serviceImages } from './serviceImages';
import { iso, money } from '../../platform/wire';

// What the service builder opens: a store's or a vendor's service (serviceOwner.ts) as one
// document, and the owner's categories, tags and URL integration setting. Saving the document:
// serviceBuilder.ts.

interface OptionRow {
  id: number;
  tag: OptionDraft['tag'];
  label: string;
  sequence: number;
  values: { id: number; name: string; image?: string | null; cost?: unknown }[];
  is_required: boolean;
  is_option_cost: boolean;
  is_metal_type: boolean;
  instructions: string | null;
  info_tooltip: string | null;
  image: string | null;
  other_option: boolean;
  parameters: OptionDraft['parameters'] | null;
  allowed_url_parameter: string | null;
  meta_data: OptionDraft['meta_data'];
  advance_option_meta_data: OptionDraft['advance_option_meta_data'];
  logics: OptionDraft['logics'] | null;
}

const costOf = (cost: unknown): string | null =>
  cost === null || cost === undefined || cost === ''
    ? null
    : formatCents(toCents(String(cost)));

/** An option row as the builder's document holds it. */
const toOption = (o: OptionRow): OptionDraft => ({
  id: o.id,
  tag: o.tag,
  label: { value: o.label },
  sequence: o.sequence,
  values: o.values.map((v) => ({
    id: v.id,
    name: v.name,
    image: v.image ?? null,
    cost: costOf(v.cost),
  })),
  is_required: o.is_required,
  is_option_cost: o.is_option_cost,
  is_metal_type: o.is_metal_type,
  instructions: o.instructions,
  infoTooltip: o.info_tooltip,
  image: o.image,
  otherOption: o.other_option,
  parameters: o.parameters ?? [],
  allowed_url_parameter: o.allowed_url_parameter,
  meta_data: o.meta_data,
  advance_option_meta_data: o.advance_option_meta_data,
  logics: o.logics ?? [],
});

interface ServiceRow {
  id: number;
  store_id: number | null;
  vendor_id: number | null;
  name: string;
  description: string;
  price: string;
  image: string | null;
  item_tag: string | null;
  top_level_tag: string | null;
  is_active: boolean;
  category_id: number | null;
  category_name: string | null;
  version: number;
  created_on: Date;
  updated_on: Date;
}

const SELECT = `SELECT s.id, s.store_id, s.vendor_id, s.name, s.description, s.price::text AS price, s.image, s.item_tag,
  s.top_level_tag, s.is_active, s.category_id, c.name AS category_name, s.version, s.created_on, s.updated_on
  FROM services s LEFT JOIN service_categories c ON c.id = s.category_id`;

/** A service of the owner with every option, as the builder opens it; 404 when not the owner's. */
export async function loadBuilderService(
  db: Db,
  owner: ServiceOwner,
  id: number,
): Promise<BuilderService> {
  const [column, ownerId] = ownerColumn(owner);
  const [s] = await db.query<ServiceRow>(
    `${SELECT} WHERE s.id = $1 AND s.${column} = $2`,
    [id, ownerId],
  );
  if (!s) throw notFound(SERVICE_BUILDER_MESSAGES.notFound);
  const options = await db.query<OptionRow>(
    'SELECT * FROM service_options WHERE service_id = $1 ORDER BY sequence, id',
    [id],
  );
  return {
    id: s.id,
    store_id: s.store_id,
    vendor_id: s.vendor_id,
    name: s.name,
    description: s.description,
    price: money(s.price),
    category_id: s.category_id,
    category:
      s.category_id === null
        ? null
        : { id: s.category_id, name: s.category_name ?? '' },
    item_tag: s.item_tag,
    top_level_tag: s.top_level_tag,
    is_active: s.is_active,
    image: s.image,
    images: await serviceImages(db, s.id),
    version: s.version,
    created_on: iso(s.created_on),
    updated_on: iso(s.updated_on),
    options: options.map(toOption),
  };
}

/** URL parameters need the store's URL integration; a vendor's service has none. */
export const urlIntegrationOf = (db: Db, owner: ServiceOwner) =>
  'store' in owner ? isUrlIntegrationEnabled(db, owner.store) : false;

/** The owner's categories (a store's; a vendor has none), item tags and URL integration setting. */
export async function builderContext(
  db: Db,
  owner: ServiceOwner,
): Promise<BuilderContext> {
  const [ownerKey, ownerId] = ownerColumn(owner);
  const categories =
    'store' in owner
      ? await db.query<{ id: number; name: string }>(
          'SELECT id, name FROM service_categories WHERE store_id = $1 ORDER BY lower(name), id',
          [owner.store],
        )
      : [];
  const tags = async (column: 'item_tag' | 'top_level_tag') =>
    (
      await db.query<{ tag: string }>(
        `SELECT DISTINCT ${column} AS tag FROM services
         WHERE ${ownerKey} = $1 AND coalesce(${column}, '') <> '' ORDER BY 1`,
        [ownerId],
      )
    ).map((r) => r.tag);
  return {
    categories,
    item_tags: await tags('item_tag'),
    top_level_tags: await tags('top_level_tag'),
    is_url_integration_enabled: await urlIntegrationOf(db, owner),
  };
}
