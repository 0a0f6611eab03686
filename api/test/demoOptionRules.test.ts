// The api's demo options (plain data) exercised with shared's option rules: what a person trying the
// demo sees. (Here, not in shared: shared imports nothing from the api.)
import {
  compareFieldOptions,
  duplicateChoiceError,
  evaluateValidationRules,
  restrictAnswer,
  validateLogicExpression,
  validateRuleSetup,
  visibleOptions,
  type Answers,
  type ServiceOption,
} from 'shared/options';
import { SERVICES } from '../src/db/demo/catalogue';
import { OPTIONS } from '../src/db/demo/options';

// As the seed stores them and the api serves them.
const served: ServiceOption[] = OPTIONS.map((o) => ({
  id: o.id,
  tag: o.tag,
  label: { value: o.label },
  sequence: o.sequence,
  values: (o.values ?? []).map((v, i) => ({ id: i + 1, image: null, ...v })),
  is_required: o.is_required ?? false,
  advance_option_meta_data: o.advance_option_meta_data ?? null,
  logics: o.logics ?? [],
}));
const serviceOf = new Map(OPTIONS.map((o) => [o.id, o.service]));
const optionsOf = (service: number) =>
  served.filter((o) => serviceOf.get(o.id) === service);
const shown = (service: number, answers: Answers) =>
  visibleOptions(optionsOf(service), answers).map((o) => o.label.value);
const acmeServices: number[] = SERVICES.filter((s) => s[1] === 1).map(
  (s) => s[0],
);
const acme = served.filter((o) => acmeServices.includes(serviceOf.get(o.id)!));
const logics = acme.flatMap((o) => o.logics ?? []);

describe('the demo options', () => {
  it('carry ids in insert order, as the seed assigns them', () => {
    expect(OPTIONS.map((o) => o.id)).toEqual(OPTIONS.map((_, i) => i + 1));
  });

  it('use every option kind in Acme and each logic feature', () => {
    const kinds = 'st lt n nba d rb cb i insurance sst ssi warranty md';
    expect(new Set(acme.map((o) => o.tag))).toEqual(new Set(kinds.split(' ')));
    const joins = logics
      .filter((l) => !l.is_logic_enable)
      .map((l) => l.conditional_join);
    expect(new Set(joins)).toEqual(new Set(['all', 'one', 'none']));
    expect(logics.some((l) => l.is_logic_enable)).toBe(true);
    expect(logics.some((l) => l.action === 'hide')).toBe(true);
    const validated = acme.filter(
      (o) => o.advance_option_meta_data?.is_validation,
    );
    expect(validated.map((o) => o.tag).sort()).toEqual([
      'insurance',
      'nba',
      'warranty',
    ]);
  });

  it('hold only logic and rules the builder would accept', () => {
    const problems: string[] = [];
    for (const option of served) {
      const service = optionsOf(serviceOf.get(option.id)!);
      const comparable = compareFieldOptions(service, option.id).map(
        (o) => o.id,
      );
      for (const logic of option.logics ?? []) {
        const expression = logic.is_logic_enable ? logic.logic_rule : '1';
        problems.push(
          ...[
            logic.apply_to_option_id === option.id ? null : 'applies elsewhere',
            logic.rules.every((r) =>
              comparable.includes(r.compare_option_field ?? 0),
            )
              ? null
              : 'compares an option the builder would not offer',
            duplicateChoiceError(logic.rules),
            validateLogicExpression(expression, logic.rules.length),
          ]
            .filter((p) => p !== null)
            .map((p) => `option ${option.id}: ${p}`),
        );
      }
      for (const rule of option.advance_option_meta_data?.validations_rules ??
        []) {
        problems.push(
          ...Object.values(validateRuleSetup(rule, option)).map(
            (p) => `option ${option.id} rule: ${p}`,
          ),
        );
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('what a customer sees', () => {
  it('Prong Retipping: the style shows for 3-8 prongs, the tip notes for claw or V-prongs', () => {
    expect(shown(2, {})).toEqual(['Number of prongs']);
    expect(shown(2, { 6: 2 })).toEqual(['Number of prongs']);
    expect(shown(2, { 6: 4 })).toEqual(['Number of prongs', 'Prong style']);
    const tips = [
      'Number of prongs',
      'Prong style',
      'Describe the prong tips you want',
    ];
    expect(shown(2, { 6: 4, 7: 'Claw' })).toEqual(tips);
    expect(shown(2, { 6: 4, 7: 'V-prong' })).toEqual(tips);
    expect(shown(2, { 6: 4, 7: 'Round' })).toEqual(tips.slice(0, 2));
    // Ten prongs hide the style, and the notes that depend on it, despite the earlier answer.
    expect(shown(2, { 6: 10, 7: 'Claw' })).toEqual(['Number of prongs']);
  });

  it('Stone Setting: the finish notes follow (princess AND rhodium plating) OR oval', () => {
    const finish = 'Finish around the stone';
    expect(shown(3, { 8: 'Oval' })).toContain(finish);
    expect(shown(3, { 8: 'Princess' })).not.toContain(finish);
    expect(
      shown(3, { 8: 'Princess', 9: ['Polish', 'Rhodium plating'] }),
    ).toContain(finish);
    expect(shown(3, { 8: 'Round', 9: ['Rhodium plating'] })).not.toContain(
      finish,
    );
  });

  it('Watch Battery: the warranty hides for other brands and refuses old purchases', () => {
    expect(shown(5, {})).toEqual(['Watch brand', 'Warranty']);
    expect(shown(5, { 12: 'Seiko' })).toEqual(['Watch brand', 'Warranty']);
    expect(shown(5, { 12: 'Other' })).toEqual(['Watch brand']);
    const warranty = served.find((o) => o.id === 13)!;
    const today = new Date(2026, 5, 1);
    expect(
      evaluateValidationRules(
        warranty,
        { purchase_date: '2023-03-10' },
        { today },
      ),
    ).toEqual(['Watches bought more than two years ago are out of warranty.']);
    expect(
      evaluateValidationRules(
        warranty,
        { purchase_date: '2025-12-24' },
        { today },
      ),
    ).toEqual([]);
  });

  it('Watch Band: returning removed links is offered only when links are removed', () => {
    expect(shown(6, { 14: 0 })).toEqual(['Links to remove']);
    expect(shown(6, { 14: 2 })).toEqual([
      'Links to remove',
      'Return the removed links',
    ]);
  });

  it('Ring Sizing and insurance: limits on sizes and values', () => {
    const ring = served.find((o) => o.id === 2)!;
    expect(
      evaluateValidationRules(ring, { current_size: 6, desired_size: 9 }),
    ).toEqual(['We can size a ring up by at most two and a half sizes.']);
    expect(
      evaluateValidationRules(ring, { current_size: 6, desired_size: 8.5 }),
    ).toEqual([]);
    expect(restrictAnswer(ring, { current_size: 6, desired_size: 1 })).toEqual({
      current_size: 6,
      desired_size: 3,
    });
    const insurance = served.find((o) => o.id === 10)!;
    expect(
      evaluateValidationRules(insurance, { retail_value: 30000 }),
    ).toHaveLength(1);
    expect(evaluateValidationRules(insurance, { retail_value: 1800 })).toEqual(
      [],
    );
  });
});
