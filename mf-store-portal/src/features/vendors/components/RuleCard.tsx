import { FieldArray, useField } from 'formik';
import type { CommissionCondition } from 'shared/contracts/storeVendors';
import { FormikInput } from 'shared/ui/form';
import { Button, Card, Col, Flex, Row } from 'shared/ui/antd';
import { useStorePortalT } from '../../../i18n/t';
import { ConditionRow, NEW_CONDITION } from './ConditionRow';

/** Props of RuleCard. */
export interface RuleCardProps {
  index: number;
  onRemove: () => void;
}

/** One commission rule: its name, its rate and the conditions under which it applies. */
export function RuleCard({ index, onRemove }: RuleCardProps) {
  const t = useStorePortalT();
  const name = `rules.${index}`;
  const [conditions] = useField<CommissionCondition[]>(`${name}.conditions`);
  return (
    <Card
      title={t('commission.rule', { number: index + 1 })}
      extra={
        <Button
          danger
          onClick={onRemove}
          aria-label={t('commission.deleteRuleNamed', { number: index + 1 })}
        >
          {t('commission.deleteRule')}
        </Button>
      }
    >
      <Row gutter={12}>
        <Col xs={24} md={16}>
          <FormikInput
            name={`${name}.name`}
            label={t('commission.ruleName')}
            required
          />
        </Col>
        <Col xs={24} md={8}>
          <FormikInput
            name={`${name}.rate`}
            label={t('commission.rate')}
            required
            help={t('commission.rateHelp')}
          />
        </Col>
      </Row>
      <FieldArray name={`${name}.conditions`}>
        {(helpers) => (
          <Flex vertical gap={8}>
            {conditions.value.length === 0 && (
              <p>{t('commission.noConditions')}</p>
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
                {t('commission.addCondition')}
              </Button>
            </div>
          </Flex>
        )}
      </FieldArray>
    </Card>
  );
}
