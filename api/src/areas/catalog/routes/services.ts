import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../../context';
import { ROLES } from '../../../auth/permissions';
import { optionalAuthenticate } from '../../../auth/principal';
import type { Db } from '../../../db/types';
import { serviceImages } from '../serviceImages';
import { customerPrices } from '../storePriceListsCustomers';
import { findStoreById, requireActiveStore } from '../../storefront/stores';
import { notFound } from '../../../errors';
import { Id, schemaOf, StringEnum } from '../../../validation';

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

const StoreParams = Type.Object({ store_id: Id() });
const ServiceParams = Type.Object({ store_id: Id(), id: Id() });
const Flag = () =>
  Type.Optional(StringEnum(['true', 'false', 'True', 'False', '1', '0']));
const PortalQuery = Type.Object({
  is_customer_side: Flag(),
  is_partial: Flag(),
  item_tag: Type.Optional(Type.String({ maxLength: 100 })),
  top_level_tag: Type.Optional(Type.String({ maxLength: 100 })),
  search: Type.Optional(Type.String({ maxLength: 100 })),
});

export async function serviceRoutes(
  app: FastifyInstance,
  { db, config }: AppContext,
): Promise<void> {
  // Public: a token is optional, but a given one must be valid (a customer's shows their prices).
  const optionalAuth = optionalAuthenticate(db, config);
  /** The caller's price-list prices at this store (a signed-in customer of it), by service id. */
  const listPricesOf = (request: FastifyRequest, storeId: number) => {
    const user = request.principal?.user;
    return customerPrices(
      db,
      user?.role_id === ROLES.customer && user.store_id === storeId
        ? user.customer_id
        : null,
      storeId,
    );
  };
  // The storefront's catalogue: only active services of an active store.
  app.get<{
    Params: Static<typeof StoreParams>;
    Querystring: Static<typeof PortalQuery>;
  }>(
    '/stores/:store_id/portal-services',
    {
      onRequest: optionalAuth,
      schema: schemaOf({ params: StoreParams, querystring: PortalQuery }),
    },
    async (request) => {
      const store = requireActiveStore(
        await findStoreById(db, request.params.store_id),
      );
      const {
        item_tag: itemTag,
        top_level_tag: topLevelTag,
        search,
      } = request.query;
      const where = ['s.store_id = $1', 's.is_active'];
      const params: unknown[] = [store.id];
      if (itemTag?.trim()) {
        params.push(itemTag.trim());
        where.push(`lower(s.item_tag) = lower($${params.length})`);
      }
      if (topLevelTag?.trim()) {
        params.push(topLevelTag.trim());
        where.push(`lower(s.top_level_tag) = lower($${params.length})`);
      }
      if (search?.trim()) {
        params.push(`%${escapeLike(search.trim())}%`);
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
        [store.id],
      );
      const listPrices = await listPricesOf(request, store.id);
      return {
        results: services.map((s) =>
          toPortalService(s, listPrices.get(s.id) ?? null),
        ),
        categories,
      };
    },
  );

  app.get<{ Params: Static<typeof ServiceParams> }>(
    '/stores/:store_id/portal-services/:id',
    { onRequest: optionalAuth, schema: schemaOf({ params: ServiceParams }) },
    async (request) => {
      const store = requireActiveStore(
        await findStoreById(db, request.params.store_id),
      );
      const rows = await db.query<ServiceRow>(
        `${SERVICE_SELECT} WHERE s.id = $1 AND s.store_id = $2 AND s.is_active`,
        [request.params.id, store.id],
      );
      if (!rows[0]) throw notFound('Service not found.');
      const listPrices = await listPricesOf(request, store.id);
      return {
        ...toPortalService(rows[0], listPrices.get(rows[0].id) ?? null),
        images: await serviceImages(db, rows[0].id),
        options: await optionsOf(db, rows[0].id),
      };
    },
  );
}
