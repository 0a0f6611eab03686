import { useState } from 'react';
import type { BillingOverview } from 'shared/contracts/billing';
import { Banner } from 'shared/ui';
import { Button, Card, Flex, Select, useAppFeedback } from 'shared/ui/antd';
import { money } from '../../../components/money';

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
      title: `${isDowngrade ? 'Downgrade' : 'Change'} to the ${chosen.name} plan?`,
      content: `${money(chosen.monthly_price)} a month with ${chosen.locations_included} location(s) included, from your next renewal.`,
      okText: `Change to ${chosen.name}`,
      cancelText: 'Cancel',
      onOk: () =>
        onChange(chosen.id, billing.version)
          .then(
            () =>
              void message.success(
                `Your store is now on the ${chosen.name} plan.`,
              ),
          )
          .catch((error: unknown) =>
            setProblem(error instanceof Error ? error.message : String(error)),
          ),
    });
  };
  return (
    <Card title="Change plan">
      {problem && <Banner type="failure" title={problem} />}
      <Flex gap={8} wrap align="center">
        <label htmlFor="billing-plan">New plan</label>
        <Select
          id="billing-plan"
          style={{ minWidth: 220 }}
          value={planId}
          onChange={(value: number) => setPicked(value)}
          options={others.map((p) => ({
            value: p.id,
            label: `${p.name}: ${money(p.monthly_price)} a month, ${p.locations_included} location(s)`,
          }))}
        />
        <Button type="primary" disabled={!chosen} onClick={handleChange}>
          Change plan
        </Button>
      </Flex>
    </Card>
  );
}
