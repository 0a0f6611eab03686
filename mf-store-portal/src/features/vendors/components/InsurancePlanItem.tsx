import type { InsurancePlan } from 'shared/contracts/insurancePlans';
import { Button, Flex, Tag } from 'shared/ui/antd';
import { money } from '../../../components/money';
import { spt, useStorePortalT } from '../../../i18n/t';

/** '2.50 % of the order' or '$15.00', in the page's language. */
export const coverText = (plan: Pick<InsurancePlan, 'rate' | 'price'>) =>
  plan.rate !== null
    ? spt('insurance.rate', { rate: plan.rate })
    : money(plan.price ?? '');

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
  const t = useStorePortalT();
  const { name } = plan;
  return (
    <li className="insurance-plan">
      <span>
        <strong>{name}</strong> · <span>{coverText(plan)}</span>{' '}
        {plan.is_selected && <Tag color="gold">{t('insurance.selected')}</Tag>}
        {plan.is_active ? (
          <Tag color="green">{t('insurance.offered')}</Tag>
        ) : (
          <Tag>{t('insurance.off')}</Tag>
        )}
        {plan.order_count > 0 && (
          <span className="rec-muted">
            {t('insurance.onOrders', { count: plan.order_count })}
          </span>
        )}
      </span>
      <Flex gap={8} wrap>
        {canEdit && plan.is_active && !plan.is_selected && (
          <Button
            size="small"
            aria-label={t('insurance.makeSelectedNamed', { name })}
            onClick={() => onAction('select', plan)}
          >
            {t('insurance.makeSelected')}
          </Button>
        )}
        {canEdit && plan.is_selected && (
          <Button
            size="small"
            aria-label={t('insurance.unselectNamed', { name })}
            onClick={() => onAction('unselect', plan)}
          >
            {t('insurance.unselect')}
          </Button>
        )}
        {canEdit && (
          <Button
            size="small"
            aria-label={t('insurance.changeNamed', { name })}
            onClick={() => onAction('change', plan)}
          >
            {t('insurance.change')}
          </Button>
        )}
        {canDelete && (
          <Button
            size="small"
            danger
            aria-label={t('insurance.deleteNamed', { name })}
            onClick={() => onAction('delete', plan)}
          >
            {t('insurance.delete')}
          </Button>
        )}
      </Flex>
    </li>
  );
}
