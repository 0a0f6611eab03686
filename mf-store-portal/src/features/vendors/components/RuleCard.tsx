import { FieldArray, useField } from 'formik';
import type { CommissionCondition } from 'shared/contracts/storeVendors';
import { FormikInput } from 'shared/ui/form';
import { Button, Card, Col, Flex, Row } from 'shared/ui/antd';
import { ConditionRow, NEW_CONDITION } from './ConditionRow';

/** Props of RuleCard. */
export interface RuleCardProps {
  index: number;
  onRemove: () => void;
}

/** One commission rule: its name, its rate and the conditions under which it applies. */
export function RuleCard({ index, onRemove }: RuleCardProps) {
  const name = `rules.${index}`;
  const [conditions] = useField<CommissionCondition[]>(`${name}.conditions`);
  return (
    <Card
      title={`Rule ${index + 1}`}
      extra={
        <Button
          danger
          onClick={onRemove}
          aria-label={`Delete rule ${index + 1}`}
        >
          Delete rule
        </Button>
      }
    >
      <Row gutter={12}>
        <Col xs={24} md={16}>
          <FormikInput name={`${name}.name`} label="Rule name" required />
        </Col>
        <Col xs={24} md={8}>
          <FormikInput
            name={`${name}.rate`}
            label="Commission (%)"
            required
            help="From 0 to 100."
          />
        </Col>
      </Row>
      <FieldArray name={`${name}.conditions`}>
        {(helpers) => (
          <Flex vertical gap={8}>
            {conditions.value.length === 0 && (
              <p>No conditions: the rule applies to every work order.</p>
            )}
            {conditions.value.map((_, c) => (
              <ConditionRow
                key={c}
                name={`${name}.conditions.${c}`}
                index={c}
                onRemove={() => helpers.remove(c)}
              />
            ))}
            <div>
              <Button onClick={() => helpers.push({ ...NEW_CONDITION })}>
                Add condition
              </Button>
            </div>
          </Flex>
        )}
      </FieldArray>
    </Card>
  );
}
