import { Link } from 'shared/router';
import { MESSAGES } from 'shared/validation';
import { Button, Flex, useAppFeedback } from 'shared/ui/antd';
import { usePortalBase } from '../../../records/basePath';
import { storePortalPaths } from '../../../paths';
import type { Location } from '../api';
import { formatAddress } from '../format';
import { useLocationMoves } from '../hooks';

/** Props of LocationActions. */
export interface LocationActionsProps {
  location: Location;
}

/** A location's owner actions: edit; and, unless it is the default, make default and remove (asked first). */
export function LocationActions({ location }: LocationActionsProps) {
  const base = usePortalBase();
  const { message, modal } = useAppFeedback();
  const { makeDefault, remove } = useLocationMoves();
  const report = (error: unknown) =>
    void message.error(error instanceof Error ? error.message : String(error));
  const handleMakeDefault = () =>
    makeDefault(location.id)
      .then(
        () =>
          void message.success(
            `${location.name} is now your default location.`,
          ),
      )
      .catch(report);
  const handleRemove = () =>
    modal.confirm({
      title: MESSAGES.confirmDelete,
      content: `${location.name}: ${formatAddress(location)}`,
      okText: 'Remove',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      onOk: () =>
        remove(location.id)
          .then(() => void message.success(`${location.name} was removed.`))
          .catch(report),
    });
  return (
    <Flex gap={8} wrap align="center">
      <Link
        to={storePortalPaths.editLocation(base, location.id)}
        aria-label={`Edit ${location.name}`}
      >
        Edit
      </Link>
      {!location.is_default && (
        <>
          <Button
            size="small"
            onClick={() => void handleMakeDefault()}
            aria-label={`Make default: ${location.name}`}
          >
            Make default
          </Button>
          <Button
            size="small"
            danger
            onClick={handleRemove}
            aria-label={`Remove ${location.name}`}
          >
            Remove
          </Button>
        </>
      )}
    </Flex>
  );
}
