import {
  SERVICE_BUILDER_MESSAGES,
  type BuilderService,
  type OptionDraft,
} from 'shared/contracts/serviceBuilder';
import { DRAFT_MESSAGES, OPTION_MESSAGES } from 'shared/options';
import { createTestApi, type Json, type TestApi } from './helpers';
import { newService, option, saveOf } from './serviceBuilderFixtures';

// The service builder's api refuses a bad document with the messages of shared/options'
// validateServiceDraft (the spec's messages word for word) by path, never a 500, and changes nothing.

let api: TestApi;
let owner: string;
let created: BuilderService;
beforeAll(async () => {
  api = await createTestApi();
  owner = (await api.login('owner@acme.test', 'portal')).access;
  created = (await call('POST', '/store/services', owner, newService())).body;
}, 60_000);
afterAll(() => api.close());

const call = (method: string, url: string, token: string, payload?: Json) =>
  api.request({
    method: method as 'GET',
    url: `/api/v1${url}`,
    token,
    ...(payload ? { payload } : {}),
  });
const bad = async (document: Json) => {
  const res = await call(
    'PUT',
    `/stores/1/services/${created.id}`,
    owner,
    document,
  );
  expect(res.status).toBe(400);
  // and nothing changed
  const now = await call('GET', `/stores/1/services/${created.id}`, owner);
  expect(now.body).toEqual(created);
  return res.body;
};
/** The document with the engraving option's logic changed. */
const withLogic = (logic: Json) => {
  const base = saveOf(created);
  return bad({
    ...base,
    options: base.options.map((o, i) =>
      i === 2 ? { ...o, logics: [{ ...o.logics[0], ...logic }] } : o,
    ),
  });
};
const rule = (n: number, compareTo: string) => ({
  id: -n,
  compare_option_field: created.options[0]!.id,
  operator_type: 'is',
  compare_to: compareTo,
  logic_sequence_number: n,
});

describe('the service builder api refuses', () => {
  it("an invalid expression, with the product's message", async () => {
    const twoRules = [rule(1, 'Gold'), rule(2, 'Silver')];
    expect(
      (
        await withLogic({
          is_logic_enable: true,
          logic_rule: '1 AND 2 OR 3',
          rules: twoRules,
        })
      ).errors,
    ).toEqual({
      'options.2.logics.0.logic_rule': OPTION_MESSAGES.parenthesesRequired,
    });
    expect(
      (
        await withLogic({
          is_logic_enable: true,
          logic_rule: '1 OR 3',
          rules: twoRules,
        })
      ).errors,
    ).toEqual({
      'options.2.logics.0.logic_rule': OPTION_MESSAGES.invalidLogicRule,
    });
  });

  it('a repeated choice and a rule over a missing option', async () => {
    expect(
      (await withLogic({ rules: [rule(1, 'Gold'), rule(2, 'Gold')] })).errors,
    ).toEqual({
      'options.2.logics.0.rules.1.compare_to': "Can't have multiple Gold",
    });
    expect(
      (
        await withLogic({
          rules: [{ ...rule(1, 'x'), compare_option_field: 999999 }],
        })
      ).errors,
    ).toEqual({
      'options.2.logics.0.rules.0.compare_option_field':
        DRAFT_MESSAGES.compareField,
    });
  });

  it('a validation rule on a short text, a URL parameter while integration is off', async () => {
    const base = saveOf(created);
    const wrongKind = await bad({
      ...base,
      options: base.options.map((o, i) =>
        i === 2
          ? {
              ...o,
              allowed_url_parameter: 'engraving',
              advance_option_meta_data:
                base.options[1]!.advance_option_meta_data,
            }
          : o,
      ),
    });
    expect(wrongKind.errors).toEqual({
      'options.2.advance_option_meta_data': DRAFT_MESSAGES.notValidated,
      'options.2.allowed_url_parameter': DRAFT_MESSAGES.urlIntegrationOff,
    });
  });

  it('a blank name and label, a formula with two groups, a kind that does not exist', async () => {
    const base = saveOf(created);
    const formula = await bad({
      ...base,
      name: '',
      options: base.options.map((o, i) =>
        i === 1
          ? {
              ...o,
              label: { value: ' ' },
              advance_option_meta_data: {
                is_validation: true,
                validations_rules: [
                  {
                    ...o.advance_option_meta_data!.validations_rules[0]!,
                    variable_field: '{current_size} + {desired_size}',
                  },
                ],
              },
            }
          : o,
      ),
    });
    expect(formula).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: SERVICE_BUILDER_MESSAGES.invalid,
      errors: {
        name: DRAFT_MESSAGES.serviceName,
        'options.1.label.value': DRAFT_MESSAGES.label,
        'options.1.advance_option_meta_data.validations_rules.0.variable_field':
          OPTION_MESSAGES.multipleFormula,
      },
    });
    const schema = await bad({
      ...base,
      options: [{ ...base.options[0], tag: 'zz' }],
    });
    expect(schema.code).toBe('VALIDATION_ERROR');
    expect(Object.keys(schema.errors).length).toBeGreaterThan(0);
  });

  it('two dropdowns that show each other in a circle (a new service is not made)', async () => {
    const ring = (id: number, other: number): OptionDraft =>
      option(id, 'd', `Choice ${-id}`, {
        values: [{ id: -1, name: 'Yes', image: null, cost: null }],
        logics: [
          {
            id,
            apply_to_option_id: id,
            action: 'show',
            conditional_join: 'all',
            is_logic_enable: false,
            logic_rule: '',
            rules: [
              {
                id: id - 10,
                compare_option_field: other,
                operator_type: 'is',
                compare_to: 'Yes',
                logic_sequence_number: 1,
              },
            ],
          },
        ],
      });
    const before = await call('GET', '/store-services?search=Circle', owner);
    const res = await call(
      'POST',
      '/store/services',
      owner,
      newService({ name: 'Circle', options: [ring(-1, -2), ring(-2, -1)] }),
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      'options.0.logics.0': DRAFT_MESSAGES.circular,
      'options.1.logics.0': DRAFT_MESSAGES.circular,
    });
    expect(
      (await call('GET', '/store-services?search=Circle', owner)).body,
    ).toEqual(before.body);
  });
});
