import { useState } from 'react';
import type { VendorInvitation } from 'shared/contracts/storeVendors';
import { formatDate } from 'shared/dates';
import { localiseMessage } from 'shared/i18n';
import { Banner } from 'shared/ui';
import { Button, Flex, List, Modal } from 'shared/ui/antd';
import { resendVendorInvitation, revokeVendorInvitation } from '../api';
import { useRefreshVendors, useVendorInvitations } from '../hooks';
import { errorWords, useStorePortalT } from '../../../i18n/t';

const DELETE_TEXT = 'Are you sure you want to delete ?';

/** The store's pending vendor invitations with resend and cancel (after the spec's confirm). */
export function PendingInvitations({ canDelete }: { canDelete: boolean }) {
  const t = useStorePortalT();
  const { invitations } = useVendorInvitations();
  const refresh = useRefreshVendors();
  const [asking, setAsking] = useState<VendorInvitation | null>(null);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(
    null,
  );

  const act = async (text: string, work: () => Promise<unknown>) => {
    setAsking(null);
    setNotice(null);
    try {
      await work();
      setNotice({ ok: true, text });
    } catch (error) {
      setNotice({
        ok: false,
        text: errorWords(error) ?? t('vendors.actionFailed'),
      });
    }
    await refresh();
  };

  if (!invitations || invitations.length === 0) return null;
  return (
    <section aria-labelledby="vendor-invitations-title">
      <h2 id="vendor-invitations-title">{t('vendors.pending')}</h2>
      {notice && (
        <Banner type={notice.ok ? 'success' : 'failure'} title={notice.text} />
      )}
      <List
        dataSource={invitations}
        renderItem={(invitation) => (
          <List.Item>
            <Flex
              wrap
              gap={8}
              justify="space-between"
              style={{ width: '100%' }}
            >
              <span>
                {invitation.name ? `${invitation.name} · ` : ''}
                {t('vendors.expires', {
                  email: invitation.email,
                  date: formatDate(invitation.expires_on),
                })}
              </span>
              <Flex gap={8}>
                <Button
                  size="small"
                  aria-label={t('vendors.resendNamed', {
                    email: invitation.email,
                  })}
                  onClick={() =>
                    void act(
                      t('vendors.resent', { email: invitation.email }),
                      () => resendVendorInvitation(invitation.id),
                    )
                  }
                >
                  {t('vendors.resend')}
                </Button>
                {canDelete && (
                  <Button
                    size="small"
                    danger
                    aria-label={t('vendors.cancelNamed', {
                      email: invitation.email,
                    })}
                    onClick={() => setAsking(invitation)}
                  >
                    {t('vendors.cancelInvitation')}
                  </Button>
                )}
              </Flex>
            </Flex>
          </List.Item>
        )}
      />
      <Modal
        open={asking !== null}
        title={t('vendors.cancelTitle')}
        okText={t('vendors.delete')}
        okButtonProps={{ danger: true }}
        cancelText={t('vendors.keep')}
        onOk={() =>
          asking &&
          void act(t('vendors.withdrawn'), () =>
            revokeVendorInvitation(asking.id),
          )
        }
        onCancel={() => setAsking(null)}
      >
        <p>{localiseMessage(DELETE_TEXT)}</p>
      </Modal>
    </section>
  );
}
