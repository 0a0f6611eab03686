import { useState } from 'react';
import type { VendorApiKey } from 'shared/contracts/vendorSetup';
import { formatDate } from 'shared/dates';
import { Banner } from 'shared/ui';
import { Button, Modal } from 'shared/ui/antd';
import { revokeApiKey } from '../api';
import { errorWords } from '../../../i18n/t';

/** Props of ApiKeyList. */
export interface ApiKeyListProps {
  keys: VendorApiKey[];
  /** after a revoke, or its refusal (the list is asked again either way) */
  onChanged: () => Promise<unknown>;
}

/** The active keys (name, last 4, created), each revoked after a confirm. */
export function ApiKeyList({ keys, onChanged }: ApiKeyListProps) {
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
        title: `The key “${key.name}” is revoked.`,
      });
    } catch (error) {
      setNotice({
        type: 'failure',
        title:
          errorWords(error) ?? 'We could not revoke the key. Please try again.',
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
        <p>No active keys. Create one below when a system of yours needs it.</p>
      ) : (
        <ul className="vp-list int-keys" aria-label="Active API keys">
          {keys.map((key) => (
            <li key={key.id} className="vp-card int-key">
              <div>
                <strong>{key.name}</strong>
                <p>
                  Ends in <code>{key.last4}</code> · Created{' '}
                  {formatDate(key.created_on)}
                  {key.created_by ? ` by ${key.created_by}` : ''}
                </p>
              </div>
              <Button
                danger
                aria-label={`Revoke the key ${key.name}`}
                onClick={() => setRevoking(key)}
              >
                Revoke
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Modal
        open={revoking !== null}
        title={revoking ? `Revoke the key “${revoking.name}”?` : undefined}
        okText="Revoke"
        cancelText="Keep it"
        okButtonProps={{ danger: true, loading: isBusy }}
        onOk={() => revoking && void handleRevoke(revoking)}
        onCancel={() => setRevoking(null)}
        destroyOnHidden
      >
        <p>
          The key ending in {revoking?.last4} is revoked for good: it cannot be
          restored. You can create a new key afterwards.
        </p>
      </Modal>
    </>
  );
}
