import { useState } from 'react';
import { Link } from 'shared/router';
import type { BillItem } from 'shared/contracts/vendorBillItems';
import { formatDate } from 'shared/dates';
import { Banner } from 'shared/ui';
import { Button, Modal } from 'shared/ui/antd';
import { formatApiAmount } from 'shared/i18n';
import { useBasePath } from '../../../basePath';
import { vendorPortalPaths } from '../../../paths';
import { deleteBillItem } from '../api';
import { EditBillItem } from './EditBillItem';
import { errorWords, useVendorT } from '../../../i18n/t';

type Notice = { type: 'success' | 'failure'; title: string };

/** Props of BillItemList. */
export interface BillItemListProps {
  items: BillItem[];
  /** after a change, or a refusal (the list is asked again either way) */
  onChanged: () => Promise<unknown>;
}

/** The store's items waiting to be invoiced: each edited in a dialog, or deleted after a confirm. */
export function BillItemList({ items, onChanged }: BillItemListProps) {
  const basePath = useBasePath();
  const t = useVendorT();
  const [editing, setEditing] = useState<BillItem | null>(null);
  const [deleting, setDeleting] = useState<BillItem | null>(null);
  const [isBusy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);

  const handleDelete = async (item: BillItem) => {
    setBusy(true);
    setNotice(null);
    try {
      await deleteBillItem(item.id);
      setNotice({ type: 'success', title: t('validation.billItem.deleted') });
    } catch (error) {
      setNotice({
        type: 'failure',
        title: errorWords(error) ?? t('billItems.deleteFailed'),
      });
    } finally {
      setBusy(false);
      setDeleting(null);
      await onChanged();
    }
  };

  return (
    <>
      {notice && <Banner type={notice.type} title={notice.title} />}
      <ul className="vp-list" aria-label={t('billItems.list')}>
        {items.map((item) => (
          <li key={item.id} className="vp-card bi-item">
            <div>
              <strong>{item.description}</strong>
              <p>
                {t('billItems.line', {
                  quantity: item.quantity,
                  price: formatApiAmount(item.unit_price),
                  amount: formatApiAmount(item.amount),
                })}
              </p>
              <p>
                {item.work_order ? (
                  <>
                    {t('billItems.for')}
                    <Link
                      to={vendorPortalPaths.workOrder(
                        basePath,
                        item.work_order.id,
                      )}
                    >
                      {item.work_order.label}
                    </Link>
                    {' · '}
                  </>
                ) : null}
                {t('billItems.added', { date: formatDate(item.created_on) })}
              </p>
            </div>
            <div
              className="vp-actions"
              role="group"
              aria-label={t('billItems.actions', { name: item.description })}
            >
              <Button onClick={() => setEditing(item)}>
                {t('billItems.edit')}
              </Button>
              <Button danger onClick={() => setDeleting(item)}>
                {t('billItems.delete')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {editing && (
        <EditBillItem
          item={editing}
          onCancel={() => setEditing(null)}
          onDone={(saved, message) => {
            setEditing(null);
            setNotice({ type: saved ? 'success' : 'failure', title: message });
            void onChanged();
          }}
        />
      )}
      <Modal
        open={deleting !== null}
        title={
          deleting
            ? t('billItems.deleteTitle', { name: deleting.description })
            : undefined
        }
        okText={t('billItems.delete')}
        cancelText={t('billItems.keep')}
        okButtonProps={{ danger: true, loading: isBusy }}
        onOk={() => deleting && void handleDelete(deleting)}
        onCancel={() => setDeleting(null)}
        destroyOnHidden
      >
        <p>
          {t('billItems.deleteText', {
            amount: deleting ? formatApiAmount(deleting.amount) : '',
          })}
        </p>
      </Modal>
    </>
  );
}
