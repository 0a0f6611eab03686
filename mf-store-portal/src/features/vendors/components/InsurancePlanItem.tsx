import type { InsurancePlan } from 'shared/contracts/insurancePlans';
import { Button, Flex, Tag } from 'shared/ui/antd';

/** '2.50 % of the order' or '$15.00'. */
export const coverText = (plan: Pick<InsurancePlan, 'rate' | 'price'>) =>
  plan.rate !== null ? `${plan.rate} % of the order` : `$${plan.price}`;

/** What one plan's buttons do: each opens a dialog (or asks first) in the list. */
export type PlanAction = 'change' | 'delete' | 'select' | 'unselect';

/** Props of InsurancePlanItem. */
export interface InsurancePlanItemProps {
  plan: InsurancePlan;
  canEdit: boolean;
  canDelete: boolean;
  onAction: (action: PlanAction, plan: InsurancePlan) => void;
}

/** One plan of the list: its cover, whether it is the selected one and offered, and its actions. */
export function InsurancePlanItem({
  plan,
  canEdit,
  canDelete,
  onAction,
}: InsurancePlanItemProps) {
  const { name } = plan;
  return (
    <li className="insurance-plan">
      <span>
        <strong>{name}</strong> · <span>{coverText(plan)}</span>{' '}
        {plan.is_selected && <Tag color="gold">Selected</Tag>}
        {plan.is_active ? <Tag color="green">Offered</Tag> : <Tag>Off</Tag>}
        {plan.order_count > 0 && (
          <span className="rec-muted">
            on {plan.order_count} {plan.order_count === 1 ? 'order' : 'orders'}
          </span>
        )}
      </span>
      <Flex gap={8} wrap>
        {canEdit && plan.is_active && !plan.is_selected && (
          <Button
            size="small"
            aria-label={`Make ${name} the selected plan`}
            onClick={() => onAction('select', plan)}
          >
            Make selected
          </Button>
        )}
        {canEdit && plan.is_selected && (
          <Button
            size="small"
            aria-label={`Unselect ${name}`}
            onClick={() => onAction('unselect', plan)}
          >
            Unselect
          </Button>
        )}
        {canEdit && (
          <Button
            size="small"
            aria-label={`Change ${name}`}
            onClick={() => onAction('change', plan)}
          >
            Change
          </Button>
        )}
        {canDelete && (
          <Button
            size="small"
            danger
            aria-label={`Delete ${name}`}
            onClick={() => onAction('delete', plan)}
          >
            Delete
          </Button>
        )}
      </Flex>
    </li>
  );
}
