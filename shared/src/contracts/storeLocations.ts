import { Type, type Static } from '@sinclair/typebox';

// The store owner's locations on the wire (the store portal's /portal/location pages):
//   GET    /locations (stores.ts)          -> CallerLocationList (shared/contracts/session)
//   POST   /locations  StoreLocationInput  -> 201 StoreLocation (409 over the plan's allowance)
//   GET    /locations/:id                  -> StoreLocation
//   PUT    /locations/:id  StoreLocationEdit -> StoreLocation (409 stale, with the location as it is)
//   POST   /locations/:id/default  EmptyBody -> StoreLocationList
//   DELETE /locations/:id                  -> StoreLocationList (409 the default or one in use)
// Another store's id is 404; staff and everyone else 403.

export const StoreLocationInput = Type.Object(
  {
    name: Type.String({ maxLength: 100 }),
    address_line1: Type.String({ maxLength: 200 }),
    city: Type.String({ maxLength: 100 }),
    state: Type.String({ maxLength: 100 }),
    zip: Type.String({ maxLength: 20 }),
    phone: Type.Optional(
      Type.Union([Type.String({ maxLength: 40 }), Type.Null()]),
    ),
  },
  { additionalProperties: false },
);
export type StoreLocationInput = Static<typeof StoreLocationInput>;

export const StoreLocationEdit = Type.Object(
  {
    ...StoreLocationInput.properties,
    version: Type.Integer({ minimum: 1, maximum: 2147483647 }),
  },
  { additionalProperties: false },
);
export type StoreLocationEdit = Static<typeof StoreLocationEdit>;

export const StoreLocation = Type.Object({
  id: Type.Integer(),
  store_id: Type.Integer(),
  name: Type.String(),
  address_line1: Type.String(),
  city: Type.String(),
  state: Type.String(),
  zip: Type.String(),
  phone: Type.Union([Type.String(), Type.Null()]),
  is_default: Type.Boolean(),
  version: Type.Integer(),
});
export type StoreLocation = Static<typeof StoreLocation>;

export const StoreLocationList = Type.Array(StoreLocation);
export type StoreLocationList = Static<typeof StoreLocationList>;
