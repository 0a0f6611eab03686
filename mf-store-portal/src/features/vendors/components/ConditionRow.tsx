import { useField } from 'formik';
import type { CommissionCondition } from 'shared/contracts/storeVendors';
import { FormikInput } from 'shared/ui/form';
import { Button, Checkbox, Col, Form, Row } from 'shared/ui/antd';
import { spt, useStorePortalT } from '../../../i18n/t';
import { SelectField } from './SelectField';

// the options' words are read in the current language on each render
const ON = () =>
  ['order_total', 'line_count', 'service_name', 'category'].map((value) => ({
    value,
    label: spt(`commission.on.${value}`),
  }));
const OPERATORS = () => [
  { value: '=', label: spt('commission.is') },
  { value: 'contains', label: spt('commission.contains') },
  { value: '>', label: '>' },
  { value: '<', label: '<' },
  { value: '>=', label: '>=' },
  { value: '<=', label: '<=' },
  { value: '!=', label: '!=' },
];
const JOINS = () => [
  { value: 'and', label: spt('commission.and') },
  { value: 'or', label: spt('commission.or') },
];

/** A new condition's values. */
export const NEW_CONDITION: CommissionCondition = {
  condition_on: 'order_total',
  operator_type: '>=',
  compare_to: '',
  conditional_join: 'and',
  conditional_join_inner: 'and',
  is_inner_group: false,
};

/** Props of ConditionRow. */
export interface ConditionRowProps {
  /** the condition's Formik path, 'rules.0.conditions.1' */
  name: string;
  index: number;
  onRemove: () => void;
}

/** One condition of a rule: the spec's condition_on, operator_type, compare_to and joins. */
export function ConditionRow({ name, index, onRemove }: ConditionRowProps) {
  const t = useStorePortalT();
  const [inner, , innerHelpers] = useField<boolean>(`${name}.is_inner_group`);
  const label = t('commission.condition', { number: index + 1 });
  return (
    <fieldset className="vendors-condition">
      <legend>{label}</legend>
      <Row gutter={12}>
        {index > 0 && (
          <Col xs={24} sm={12} md={6}>
            <Form.Item
              label={t('commission.group')}
              htmlFor={`${name}.is_inner_group`}
            >
              <Checkbox
                id={`${name}.is_inner_group`}
                checked={inner.value}
                onChange={(e) => void innerHelpers.setValue(e.target.checked)}
              >
                {t('commission.sameGroup')}
              </Checkbox>
            </Form.Item>
          </Col>
        )}
        {index > 0 && (
          <Col xs={12} md={3}>
            <SelectField
              name={
                inner.value
                  ? `${name}.conditional_join_inner`
                  : `${name}.conditional_join`
              }
              label={
                inner.value ? t('commission.joinInGroup') : t('commission.join')
              }
              options={JOINS()}
            />
          </Col>
        )}
        <Col xs={12} md={5}>
          <SelectField
            name={`${name}.condition_on`}
            label={t('commission.conditionOn')}
            options={ON()}
          />
        </Col>
        <Col xs={12} md={4}>
          <SelectField
            name={`${name}.operator_type`}
            label={t('commission.operator')}
            options={OPERATORS()}
          />
        </Col>
        <Col xs={12} md={4}>
          <FormikInput
            name={`${name}.compare_to`}
            label={t('commission.compareTo')}
            required
          />
        </Col>
        <Col xs={24} md={2}>
          <Button
            danger
            onClick={onRemove}
            aria-label={t('commission.removeNamed', { label })}
          >
            {t('commission.remove')}
          </Button>
        </Col>
      </Row>
    </fieldset>
  );
}
