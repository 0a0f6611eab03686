import { useState } from 'react';
import type { VendorInvitation } from 'shared/contracts/storeVendors';
import { formatDate } from 'shared/dates';
import { Banner } from 'shared/ui';
import { Button, Flex, List, Modal } from 'shared/ui/antd';
import { resendVendorInvitation, revokeVendorInvitation } from '../api';
import { useRefreshVendors, useVendorInvitations } from '../hooks';

const FALLBACK = 'We could not make this change. Please try again.';
const DELETE_TEXT = 'Are you sure you want to delete ?';

/** The store's pending vendor invitations with resend and cancel (after the spec's confirm). */
export function PendingInvitations({ canDelete }: { canDelete: boolean }) {
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
        text:
          error instanceof Error && error.message ? error.message : FALLBACK,
      });
    }
    await refresh();
  };

  if (!invitations || invitations.length === 0) return null;
  return (
    <section aria-labelledby="vendor-invitations-title">
      <h2 id="vendor-invitations-title">Pending invitations</h2>
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
                {invitation.email} · expires {formatDate(invitation.expires_on)}
              </span>
              <Flex gap={8}>
                <Button
                  size="small"
                  aria-label={`Resend the invitation to ${invitation.email}`}
                  onClick={() =>
                    void act(
                      `A new invitation was sent to ${invitation.email}.`,
                      () => resendVendorInvitation(invitation.id),
                    )
                  }
                >
                  Resend
                </Button>
                {canDelete && (
                  <Button
                    size="small"
                    danger
                    aria-label={`Cancel the invitation to ${invitation.email}`}
                    onClick={() => setAsking(invitation)}
                  >
                    Cancel invitation
                  </Button>
                )}
              </Flex>
            </Flex>
          </List.Item>
        )}
      />
      <Modal
        open={asking !== null}
        title="Cancel the invitation"
        okText="Delete"
        okButtonProps={{ danger: true }}
        cancelText="Keep"
        onOk={() =>
          asking &&
          void act('The invitation was withdrawn.', () =>
            revokeVendorInvitation(asking.id),
          )
        }
        onCancel={() => setAsking(null)}
      >
        <p>{DELETE_TEXT}</p>
      </Modal>
    </section>
  );
}
