import { useState } from 'react';
import type { VendorApiKey } from 'shared/contracts/vendorSetup';
import { formatDate } from 'shared/dates';
import { Banner } from 'shared/ui';
import { Button, Modal } from 'shared/ui/antd';
import { revokeApiKey } from '../api';
import { errorWords, useVendorT } from '../../../i18n/t';

/** Props of ApiKeyList. */
export interface ApiKeyListProps {
  keys: VendorApiKey[];
  /** after a revoke, or its refusal (the list is asked again either way) */
  onChanged: () => Promise<unknown>;
}

/** The active keys (name, last 4, created), each revoked after a confirm. */
export function ApiKeyList({ keys, onChanged }: ApiKeyListProps) {
  const t = useVendorT();
  const [revoking, setRevoking] = useState<VendorApiKey | null>(null);
  const [isBusy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{
    type: 'success' | 'failure';
    title: string;
  } | null>(null);

  const handleRevoke = async (key: VendorApiKey) => {
    setBusy(true);
    setNotice(null);
    try {
      await revokeApiKey(key.id);
      setNotice({
        type: 'success',
        title: t('integrations.revoked', { name: key.name }),
      });
    } catch (error) {
      setNotice({
        type: 'failure',
        title: errorWords(error) ?? t('integrations.revokeFailed'),
      });
    } finally {
      setBusy(false);
      setRevoking(null);
      await onChanged();
    }
  };

  return (
    <>
      {notice && <Banner type={notice.type} title={notice.title} />}
      {keys.length === 0 ? (
        <p>{t('integrations.noKeys')}</p>
      ) : (
        <ul className="vp-list int-keys" aria-label={t('integrations.active')}>
          {keys.map((key) => (
            <li key={key.id} className="vp-card int-key">
              <div>
                <strong>{key.name}</strong>
                <p>
                  {t('integrations.endsIn')}
                  <code>{key.last4}</code>
                  {key.created_by
                    ? t('integrations.createdBy', {
                        date: formatDate(key.created_on),
                        name: key.created_by,
                      })
                    : t('integrations.created', {
                        date: formatDate(key.created_on),
                      })}
                </p>
              </div>
              <Button
                danger
                aria-label={t('integrations.revokeNamed', { name: key.name })}
                onClick={() => setRevoking(key)}
              >
                {t('integrations.revoke')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Modal
        open={revoking !== null}
        title={
          revoking
            ? t('integrations.revokeTitle', { name: revoking.name })
            : undefined
        }
        okText={t('integrations.revoke')}
        cancelText={t('integrations.keep')}
        okButtonProps={{ danger: true, loading: isBusy }}
        onOk={() => revoking && void handleRevoke(revoking)}
        onCancel={() => setRevoking(null)}
        destroyOnHidden
      >
        <p>{t('integrations.revokeText', { last4: revoking?.last4 ?? '' })}</p>
      </Modal>
    </>
  );
}
