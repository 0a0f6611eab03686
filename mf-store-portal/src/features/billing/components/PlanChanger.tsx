import { useState } from 'react';
import type { BillingOverview } from 'shared/contracts/billing';
import { Banner } from 'shared/ui';
import { formatApiAmount as money, useT } from 'shared/i18n';
import { Button, Card, Flex, Select, useAppFeedback } from 'shared/ui/antd';

/** Props of PlanChanger. */
export interface PlanChangerProps {
  billing: BillingOverview;
  onChange: (planId: number, version: number) => Promise<unknown>;
}

/** The owner moves the store to another plan, asked first; a refusal (too many locations) shows. */
export function PlanChanger({ billing, onChange }: PlanChangerProps) {
  const others = billing.plans.filter((p) => p.id !== billing.plan?.id);
  const [picked, setPicked] = useState<number | undefined>(others[0]?.id);
  // After a change the picked plan may be the current one: fall back to the first other plan.
  const planId = others.some((p) => p.id === picked) ? picked : others[0]?.id;
  const [problem, setProblem] = useState<string | null>(null);
  const { message, modal } = useAppFeedback();
  const t = useT('billing');
  const chosen = billing.plans.find((p) => p.id === planId);
  const current = billing.plan;
  const isDowngrade =
    !!current &&
    !!chosen &&
    Number(chosen.monthly_price) < Number(current.monthly_price);
  const handleChange = () => {
    if (!chosen) return;
    setProblem(null);
    modal.confirm({
      title: t(isDowngrade ? 'store.downgradeTitle' : 'store.changeTitle', {
        plan: chosen.name,
      }),
      content: t('store.changeContent', {
        price: money(chosen.monthly_price),
        count: chosen.locations_included,
      }),
      okText: t('plan.changeTo', { plan: chosen.name }),
      cancelText: t('plan.cancel'),
      onOk: () =>
        onChange(chosen.id, billing.version)
          .then(
            () =>
              void message.success(t('store.changed', { plan: chosen.name })),
          )
          .catch((error: unknown) =>
            setProblem(error instanceof Error ? error.message : String(error)),
          ),
    });
  };
  return (
    <Card title={t('plan.change')}>
      {problem && <Banner type="failure" title={problem} />}
      <Flex gap={8} wrap align="center">
        <label htmlFor="billing-plan">{t('store.newPlan')}</label>
        <Select
          id="billing-plan"
          style={{ minWidth: 220 }}
          value={planId}
          onChange={(value: number) => setPicked(value)}
          options={others.map((p) => ({
            value: p.id,
            label: t('store.option', {
              plan: p.name,
              price: money(p.monthly_price),
              count: p.locations_included,
            }),
          }))}
        />
        <Button type="primary" disabled={!chosen} onClick={handleChange}>
          {t('plan.change')}
        </Button>
      </Flex>
    </Card>
  );
}
