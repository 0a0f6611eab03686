import { useState } from 'react';
import { localiseErrorMessage } from 'shared/i18n';
import type { InsurancePlan } from 'shared/contracts/insurancePlans';
import { Banner, ErrorState } from 'shared/ui';
import { Button, Modal, Skeleton } from 'shared/ui/antd';
import { deleteInsurancePlan, selectInsurancePlan } from '../api';
import { useInsurancePlans } from '../hooks';
import '../vendors.css';
import { InsurancePlanDialog } from './InsurancePlanDialog';
import { InsurancePlanItem, type PlanAction } from './InsurancePlanItem';

// The store's insurance plans: what checkout offers a customer, as a percent of the
// order or a fixed price, and the spec's "selected" plan (the storefront's active insurance, at
// most one, an offered one). A plan an order carries cannot be deleted; switching it off hides it.
// Another open portal's change shows live (useInsurancePlans).

const FALLBACK = 'We could not make this change. Please try again.';

type Asked = { action: 'select' | 'unselect' | 'delete'; plan: InsurancePlan };

const TITLES: Record<Asked['action'], string> = {
  select: 'Change the selected insurance plan',
  unselect: 'Unselect the insurance plan',
  delete: 'Delete the insurance plan',
};
const OK_TEXT: Record<Asked['action'], string> = {
  select: 'Make selected',
  unselect: 'Unselect',
  delete: 'Delete',
};

/** What the confirm dialog says for the asked action. */
function AskedText({
  asked,
  selected,
}: {
  asked: Asked;
  selected: InsurancePlan | undefined;
}) {
  const { name } = asked.plan;
  if (asked.action === 'select')
    return (
      <>
        <p>Make “{name}” the selected insurance plan your storefront offers?</p>
        {selected && (
          <p>“{selected.name}” will no longer be the selected plan.</p>
        )}
      </>
    );
  if (asked.action === 'unselect')
    return (
      <p>
        Leave the store without a selected plan? “{name}” is still offered at
        checkout.
      </p>
    );
  return (
    <>
      <p>Are you sure you want to delete ?</p>
      <p>“{name}” will no longer exist.</p>
      {asked.plan.is_selected && (
        <p>
          It is the selected plan: the store will have none selected until you
          choose another.
        </p>
      )}
    </>
  );
}

/** Props of InsurancePlans: the vendors page's access levels. */
export interface InsurancePlansProps {
  canCreate: boolean;
  canEdit: boolean;
  canDelete: boolean;
}

/** The store's insurance plans: list, add, change, select, delete (asked first). */
export function InsurancePlans({
  canCreate,
  canEdit,
  canDelete,
}: InsurancePlansProps) {
  const { plans, error, isLoading, refresh } = useInsurancePlans();
  const [editing, setEditing] = useState<InsurancePlan | 'new' | null>(null);
  const [asked, setAsked] = useState<Asked | null>(null);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(
    null,
  );
  const selected = plans?.find((plan) => plan.is_selected);

  const saved = async (text: string) => {
    setEditing(null);
    setNotice({ ok: true, text });
    await refresh();
  };
  const handleAction = (action: PlanAction, plan: InsurancePlan) =>
    action === 'change' ? setEditing(plan) : setAsked({ action, plan });
  const confirm = async ({ action, plan }: Asked) => {
    setAsked(null);
    setNotice(null);
    try {
      if (action === 'delete') {
        await deleteInsurancePlan(plan.id);
        setNotice({ ok: true, text: `${plan.name} was deleted.` });
      } else {
        const list = await selectInsurancePlan(
          action === 'select' ? plan.id : null,
        );
        await refresh(list, { revalidate: false });
        setNotice({
          ok: true,
          text:
            action === 'select'
              ? `${plan.name} is now the selected plan.`
              : 'No plan is selected now.',
        });
        return;
      }
    } catch (e) {
      setNotice({
        ok: false,
        text:
          e instanceof Error && e.message
            ? localiseErrorMessage(e.message)
            : FALLBACK,
      });
    }
    await refresh();
  };

  return (
    <section
      className="rec-list"
      aria-labelledby="insurance-title"
      style={{ marginTop: 24 }}
    >
      <div className="rec-list__head">
        <h2 id="insurance-title">Insurance plans</h2>
        {canCreate && (
          <Button onClick={() => setEditing('new')}>Add insurance plan</Button>
        )}
      </div>
      {notice && (
        <Banner type={notice.ok ? 'success' : 'failure'} title={notice.text} />
      )}
      {error && !plans ? (
        <ErrorState
          title="We could not load your insurance plans."
          message={error.message}
          onRetry={() => void refresh()}
        />
      ) : isLoading && !plans ? (
        <Skeleton active paragraph={{ rows: 2 }} title={false} />
      ) : plans && plans.length === 0 ? (
        <p className="rec-muted">
          No insurance plans yet.{' '}
          {canCreate
            ? 'Add one to let customers insure their piece at checkout.'
            : 'The store owner adds them.'}
        </p>
      ) : (
        <>
          {plans && !selected && (
            <p className="rec-muted">
              No plan is selected.{' '}
              {canEdit
                ? 'Use “Make selected” on an offered plan to choose the one your storefront offers first.'
                : 'The store owner chooses it.'}
            </p>
          )}
          <ul className="insurance-plans" aria-label="Insurance plans">
            {(plans ?? []).map((plan) => (
              <InsurancePlanItem
                key={plan.id}
                plan={plan}
                canEdit={canEdit}
                canDelete={canDelete}
                onAction={handleAction}
              />
            ))}
          </ul>
        </>
      )}
      {editing !== null && (
        <InsurancePlanDialog
          plan={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={saved}
        />
      )}
      <Modal
        open={asked !== null}
        title={asked ? TITLES[asked.action] : ''}
        okText={asked ? OK_TEXT[asked.action] : ''}
        okButtonProps={{ danger: asked?.action === 'delete' }}
        cancelText="Keep"
        onOk={() => asked && void confirm(asked)}
        onCancel={() => setAsked(null)}
      >
        {asked && <AskedText asked={asked} selected={selected} />}
      </Modal>
    </section>
  );
}
