import { useField } from 'formik';
import type { CommissionCondition } from 'shared/contracts/storeVendors';
import { FormikInput } from 'shared/ui/form';
import { Button, Checkbox, Col, Form, Row } from 'shared/ui/antd';
import { SelectField } from './SelectField';

const ON = [
  { value: 'order_total', label: 'Order total' },
  { value: 'line_count', label: 'Number of lines' },
  { value: 'service_name', label: 'Service name' },
  { value: 'category', label: 'Category' },
];
const OPERATORS = [
  { value: '=', label: 'is (=)' },
  { value: 'contains', label: 'contains' },
  { value: '>', label: '>' },
  { value: '<', label: '<' },
  { value: '>=', label: '>=' },
  { value: '<=', label: '<=' },
  { value: '!=', label: '!=' },
];
const JOINS = [
  { value: 'and', label: 'and' },
  { value: 'or', label: 'or' },
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
  const [inner, , innerHelpers] = useField<boolean>(`${name}.is_inner_group`);
  const label = `Condition ${index + 1}`;
  return (
    <fieldset className="vendors-condition">
      <legend>{label}</legend>
      <Row gutter={12}>
        {index > 0 && (
          <Col xs={24} sm={12} md={6}>
            <Form.Item label="Group" htmlFor={`${name}.is_inner_group`}>
              <Checkbox
                id={`${name}.is_inner_group`}
                checked={inner.value}
                onChange={(e) => void innerHelpers.setValue(e.target.checked)}
              >
                Same group as the previous condition
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
              label={inner.value ? 'Join in the group' : 'Join'}
              options={JOINS}
            />
          </Col>
        )}
        <Col xs={12} md={5}>
          <SelectField
            name={`${name}.condition_on`}
            label="Condition on"
            options={ON}
          />
        </Col>
        <Col xs={12} md={4}>
          <SelectField
            name={`${name}.operator_type`}
            label="Operator"
            options={OPERATORS}
          />
        </Col>
        <Col xs={12} md={4}>
          <FormikInput
            name={`${name}.compare_to`}
            label="Compare to"
            required
          />
        </Col>
        <Col xs={24} md={2}>
          <Button danger onClick={onRemove} aria-label={`Remove ${label}`}>
            Remove
          </Button>
        </Col>
      </Row>
    </fieldset>
  );
}
