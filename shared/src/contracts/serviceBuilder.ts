import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { DateTime, Money, nullableNumber } from './repairParts';

// The service builder: a store's service as one document (its fields and every option
// with values, logic and validation rules), created, saved whole under a version, duplicated.
// The option model is shared/options'; `validateServiceDraft` there is the one
// check both the builder (as the user types) and the api (before it writes) run.
//
// Ids in a saved document: an option, value, logic or rule the builder added has a negative id
// (-1, -2, …, unique per kind within the document); the api gives it a real one. A logic rule may
// compare an option added in the same save by its negative id. The answer carries the real ids.
// An existing option left out of a save is deleted (its answers in old orders keep their text).
//
// Routes (under /api/v1), the store's owner and staff with the service module (4): view for the
// reads, create for a new service and a duplicate, edit for a save; everyone else 403; another
// store's ids 404. A bad document is a 400 whose `errors` are keyed by the document's paths
// (`name`, `options.2.label.value`, `options.2.logics.0.logic_rule`, …) and changes nothing.
//   GET    /stores/:store/services/:id → BuilderService
//   POST   /store/services   ServiceDraft → 201 BuilderService
//   PUT    /stores/:store/services/:id   ServiceSave → BuilderService (409 stale, with `current`)
//   POST   /stores/:store/services/:id/duplicate → 201 BuilderService (named "… (copy)", inactive)
//   GET    /service-builder/context → BuilderContext (categories, item tags, URL integration)
//   GET    /services/:id/images/:imageId → ServiceImage (the store's or the vendor's service)
// One part at a time (an option, a choice, a rule; the SKU import): shared/contracts/serviceBuilderParts.
// A vendor owner's own services, built with the same document and checks: shared/contracts/vendorServices.

/** Null or the schema, null first: the api's ajv coerces types and would turn a null into '' for a
 * string tried first. */
export const Nullable = <S extends TSchema>(schema: S) =>
  nullableNumber(schema) ?? Type.Union([Type.Null(), schema]);

export const OPTION_TAGS = [
  'st',
  'lt',
  'n',
  'nba',
  'd',
  'rb',
  'cb',
  'i',
  'insurance',
  'sst',
  'ssi',
  'warranty',
  'md',
] as const;

/** What each kind is called in the builder. */
export const OPTION_TAG_NAMES: Record<(typeof OPTION_TAGS)[number], string> = {
  st: 'Short text',
  lt: 'Long text',
  n: 'Number',
  nba: 'Current and desired size',
  d: 'Dropdown',
  rb: 'Multiselect',
  cb: 'Checkbox (yes / no)',
  i: 'Image upload',
  insurance: 'Insurance',
  sst: 'Single select (text)',
  ssi: 'Single select (image)',
  warranty: 'Warranty',
  md: 'Mass dropdown',
};

export const OPERATOR_TYPES = [
  'is',
  'contains',
  '>',
  '<',
  '>=',
  '<=',
  '!=',
] as const;

export const SERVICE_BUILDER_MESSAGES = {
  notFound: 'This service does not exist or is not yours.',
  stale:
    'Someone else saved this service while you were editing it. Reload it to see their changes; your edits are kept until you do.',
  invalid: 'Please correct the highlighted fields.',
  categoryNotFound: 'This category does not exist or is not yours.',
} as const;

const Price = () =>
  Type.String({ pattern: '^\\d{1,10}(\\.\\d{1,2})?$', maxLength: 13 });
const ShortText = (maxLength: number) => Type.String({ maxLength });

export const OptionValueDraft = Type.Object(
  {
    id: Type.Integer(),
    name: ShortText(255),
    image: Nullable(ShortText(2048)),
    cost: Nullable(Type.Union([Price(), Type.Literal('')])),
  },
  { additionalProperties: false },
);
export type OptionValueDraft = Static<typeof OptionValueDraft>;

export const LogicRuleDraft = Type.Object(
  {
    id: Type.Integer(),
    compare_option_field: Nullable(Type.Integer()),
    operator_type: Type.Union(OPERATOR_TYPES.map((o) => Type.Literal(o))),
    compare_to: ShortText(255),
    logic_sequence_number: Type.Integer({ minimum: 1, maximum: 9 }),
  },
  { additionalProperties: false },
);

export const LogicDraft = Type.Object(
  {
    id: Type.Integer(),
    apply_to_option_id: Nullable(Type.Integer()),
    action: Type.Union([Type.Literal('show'), Type.Literal('hide')]),
    conditional_join: Type.Union([
      Type.Literal('all'),
      Type.Literal('one'),
      Type.Literal('none'),
    ]),
    is_logic_enable: Type.Boolean(),
    logic_rule: ShortText(200),
    rules: Type.Array(LogicRuleDraft, { maxItems: 9 }),
  },
  { additionalProperties: false },
);

export const ValidationRuleDraft = Type.Object(
  {
    tag: ShortText(20),
    validation_rule: Nullable(Type.Union([Type.Literal(1), Type.Literal(2)])),
    compare_field: Nullable(
      Type.Union([Type.Literal(1), Type.Literal(2), ShortText(100)]),
    ),
    variable_field: ShortText(200),
    condition: Nullable(
      Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)]),
    ),
    validation_message: ShortText(255),
  },
  { additionalProperties: false },
);

export const OptionParameter = Type.Object(
  { name: ShortText(60), active: Type.Boolean(), value: ShortText(255) },
  { additionalProperties: false },
);

export const OptionDraft = Type.Object(
  {
    id: Type.Integer(),
    tag: Type.Union(OPTION_TAGS.map((t) => Type.Literal(t))),
    label: Type.Object(
      { value: ShortText(255) },
      { additionalProperties: false },
    ),
    sequence: Type.Integer({ minimum: 0, maximum: 100000 }),
    values: Type.Array(OptionValueDraft, { maxItems: 10000 }),
    is_required: Type.Boolean(),
    is_option_cost: Type.Boolean(),
    is_metal_type: Type.Boolean(),
    instructions: Nullable(ShortText(2000)),
    infoTooltip: Nullable(ShortText(1000)),
    image: Nullable(ShortText(2048)),
    otherOption: Type.Boolean(),
    parameters: Type.Array(OptionParameter, { maxItems: 20 }),
    allowed_url_parameter: Nullable(ShortText(60)),
    meta_data: Nullable(
      Type.Object(
        {
          warranty_date_label: Type.Optional(ShortText(100)),
          is_external_database: Type.Optional(Type.Boolean()),
          fields: Type.Optional(
            Type.Array(
              Type.Object(
                { type: ShortText(20), label: ShortText(100) },
                { additionalProperties: false },
              ),
              { maxItems: 20 },
            ),
          ),
        },
        { additionalProperties: false },
      ),
    ),
    advance_option_meta_data: Nullable(
      Type.Object(
        {
          is_validation: Type.Boolean(),
          validations_rules: Type.Array(ValidationRuleDraft, { maxItems: 10 }),
        },
        { additionalProperties: false },
      ),
    ),
    logics: Type.Array(LogicDraft, { maxItems: 1 }),
  },
  { additionalProperties: false },
);
export type OptionDraft = Static<typeof OptionDraft>;

/** The most pictures a service's page shows besides its cover. */
export const MAX_SERVICE_IMAGES = 8;

/** One more picture of the service (its page's gallery); a new one has a negative id. */
export const ServiceImage = Type.Object(
  { id: Type.Integer(), url: Type.String({ minLength: 1, maxLength: 2048 }) },
  { additionalProperties: false },
);
export type ServiceImage = Static<typeof ServiceImage>;

const serviceFields = {
  name: Type.String({ maxLength: 120 }),
  description: ShortText(5000),
  price: Price(),
  category_id: Nullable(Type.Integer({ minimum: 1 })),
  item_tag: Nullable(ShortText(100)),
  top_level_tag: Nullable(ShortText(100)),
  is_active: Type.Boolean(),
  /** the cover: the picture of the service's card and page */
  image: Nullable(ShortText(2048)),
  /** more pictures, in their order, shown on the service's page */
  images: Type.Array(ServiceImage, { maxItems: MAX_SERVICE_IMAGES }),
  options: Type.Array(OptionDraft, { maxItems: 300 }),
};

/** A new service, or the document the builder edits. */
export const ServiceDraft = Type.Object(serviceFields, {
  additionalProperties: false,
});
export type ServiceDraft = Static<typeof ServiceDraft>;

/** A save: the whole document under the version the editor opened. */
export const ServiceSave = Type.Object(
  { ...serviceFields, version: Type.Integer({ minimum: 1 }) },
  { additionalProperties: false },
);
export type ServiceSave = Static<typeof ServiceSave>;

/** A saved service as the builder opens it. */
export const BuilderService = Type.Object({
  ...serviceFields,
  price: Money(),
  id: Type.Integer(),
  /** the store that sells it, or null for a vendor's own service */
  store_id: Nullable(Type.Integer()),
  /** the vendor that owns it (its owner builds it in the vendor portal), or null for a store's */
  vendor_id: Nullable(Type.Integer()),
  version: Type.Integer({ minimum: 1 }),
  category: Nullable(Type.Object({ id: Type.Integer(), name: Type.String() })),
  created_on: DateTime(),
  updated_on: DateTime(),
});
export type BuilderService = Static<typeof BuilderService>;

/** What the builder offers around a service: the store's categories and tags, URL integration. */
export const BuilderContext = Type.Object({
  categories: Type.Array(
    Type.Object({ id: Type.Integer(), name: Type.String() }),
  ),
  item_tags: Type.Array(Type.String()),
  top_level_tags: Type.Array(Type.String()),
  is_url_integration_enabled: Type.Boolean(),
});
export type BuilderContext = Static<typeof BuilderContext>;

/** An option with nothing set yet: no choices, no logic, no rules (`more` sets the rest). */
export const blankOption = (
  id: number,
  tag: OptionDraft['tag'],
  label: string,
  sequence: number,
  more: Partial<OptionDraft> = {},
): OptionDraft => ({
  id,
  tag,
  label: { value: label },
  sequence,
  values: [],
  is_required: false,
  is_option_cost: false,
  is_metal_type: false,
  instructions: null,
  infoTooltip: null,
  image: null,
  otherOption: false,
  parameters: [],
  allowed_url_parameter: null,
  meta_data: null,
  advance_option_meta_data: null,
  logics: [],
  ...more,
});
