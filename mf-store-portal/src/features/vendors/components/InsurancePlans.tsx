import { useState } from 'react';
import { localiseMessage } from 'shared/i18n';
import type { InsurancePlan } from 'shared/contracts/insurancePlans';
import { Banner, ErrorState } from 'shared/ui';
import { Button, Modal, Skeleton } from 'shared/ui/antd';
import { deleteInsurancePlan, selectInsurancePlan } from '../api';
import { useInsurancePlans } from '../hooks';
import { errorWords, useStorePortalT } from '../../../i18n/t';

import '../vendors.css';
import { InsurancePlanDialog } from './InsurancePlanDialog';
import { InsurancePlanItem, type PlanAction } from './InsurancePlanItem';

// The store's insurance plans: what checkout offers a customer, as a percent of the
// order or a fixed price, and the spec's "selected" plan (the storefront's active insurance, at
// most one, an offered one). A plan an order carries cannot be deleted; switching it off hides it.
// Another open portal's change shows live (useInsurancePlans).

type Asked = { action: 'select' | 'unselect' | 'delete'; plan: InsurancePlan };

/** What the confirm dialog says for the asked action. */
function AskedText({
  asked,
  selected,
}: {
  asked: Asked;
  selected: InsurancePlan | undefined;
}) {
  const t = useStorePortalT();
  const { name } = asked.plan;
  if (asked.action === 'select')
    return (
      <>
        <p>{t('insurance.askSelect', { name })}</p>
        {selected && (
          <p>{t('insurance.askSelectOther', { name: selected.name })}</p>
        )}
      </>
    );
  if (asked.action === 'unselect')
    return <p>{t('insurance.askUnselect', { name })}</p>;
  return (
    <>
      <p>{localiseMessage('Are you sure you want to delete ?')}</p>
      <p>{t('insurance.askDelete', { name })}</p>
      {asked.plan.is_selected && <p>{t('insurance.askDeleteSelected')}</p>}
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
  const t = useStorePortalT();
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
        setNotice({
          ok: true,
          text: t('insurance.deleted', { name: plan.name }),
        });
      } else {
        const list = await selectInsurancePlan(
          action === 'select' ? plan.id : null,
        );
        await refresh(list, { revalidate: false });
        setNotice({
          ok: true,
          text:
            action === 'select'
              ? t('insurance.nowSelected', { name: plan.name })
              : t('insurance.noneSelectedNow'),
        });
        return;
      }
    } catch (e) {
      setNotice({
        ok: false,
        text: errorWords(e) ?? t('insurance.actionFailed'),
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
        <h2 id="insurance-title">{t('insurance.title')}</h2>
        {canCreate && (
          <Button onClick={() => setEditing('new')}>
            {t('insurance.add')}
          </Button>
        )}
      </div>
      {notice && (
        <Banner type={notice.ok ? 'success' : 'failure'} title={notice.text} />
      )}
      {error && !plans ? (
        <ErrorState
          title={t('insurance.loadFailed')}
          message={error.message}
          onRetry={() => void refresh()}
        />
      ) : isLoading && !plans ? (
        <Skeleton active paragraph={{ rows: 2 }} title={false} />
      ) : plans && plans.length === 0 ? (
        <p className="rec-muted">
          {t('insurance.none')}{' '}
          {canCreate ? t('insurance.noneOwner') : t('insurance.noneStaff')}
        </p>
      ) : (
        <>
          {plans && !selected && (
            <p className="rec-muted">
              {t('insurance.noneSelected')}{' '}
              {canEdit
                ? t('insurance.noneSelectedOwner')
                : t('insurance.noneSelectedStaff')}
            </p>
          )}
          <ul className="insurance-plans" aria-label={t('insurance.title')}>
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
        title={asked ? t(`insurance.titles.${asked.action}`) : ''}
        okText={asked ? t(`insurance.ok.${asked.action}`) : ''}
        okButtonProps={{ danger: asked?.action === 'delete' }}
        cancelText={t('insurance.keep')}
        onOk={() => asked && void confirm(asked)}
        onCancel={() => setAsked(null)}
      >
        {asked && <AskedText asked={asked} selected={selected} />}
      </Modal>
    </section>
  );
}
