import { Link } from 'shared/router';
import { MESSAGES } from 'shared/validation';
import { localiseErrorMessage } from 'shared/i18n';
import { Button, Flex, useAppFeedback } from 'shared/ui/antd';
import { useStorePortalT } from '../../../i18n/t';
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
  const t = useStorePortalT();
  const name = location.name;
  const report = (error: unknown) =>
    void message.error(
      error instanceof Error
        ? localiseErrorMessage(error.message)
        : String(error),
    );
  const handleMakeDefault = () =>
    makeDefault(location.id)
      .then(() => void message.success(t('locations.madeDefault', { name })))
      .catch(report);
  const handleRemove = () =>
    modal.confirm({
      title: MESSAGES.confirmDelete,
      content: `${location.name}: ${formatAddress(location)}`,
      okText: t('locations.remove'),
      okButtonProps: { danger: true },
      cancelText: t('locations.cancel'),
      onOk: () =>
        remove(location.id)
          .then(() => void message.success(t('locations.removed', { name })))
          .catch(report),
    });
  return (
    <Flex gap={8} wrap align="center">
      <Link
        to={storePortalPaths.editLocation(base, location.id)}
        aria-label={t('locations.editNamed', { name })}
      >
        {t('locations.edit')}
      </Link>
      {!location.is_default && (
        <>
          <Button
            size="small"
            onClick={() => void handleMakeDefault()}
            aria-label={t('locations.makeDefaultNamed', { name })}
          >
            {t('locations.makeDefault')}
          </Button>
          <Button
            size="small"
            danger
            onClick={handleRemove}
            aria-label={t('locations.removeNamed', { name })}
          >
            {t('locations.remove')}
          </Button>
        </>
      )}
    </Flex>
  );
}
