import type { RemoteRelease } from 'shared/contracts/releases';
import { Button } from 'shared/ui/antd';
import { remoteLabel } from '../labels';
import { useStorePortalT } from '../../../i18n/t';

/** Props of PinList. */
export interface PinListProps {
  release: RemoteRelease;
  /** asks to remove a store's pin (the card confirms it) */
  onUnpin: (store: { id: number; name: string }) => void;
}

/** The stores pinned to a version of the remote, each with a Remove button. */
export function PinList({ release, onUnpin }: PinListProps) {
  const t = useStorePortalT();
  if (release.pins.length === 0) return null;
  return (
    <ul
      className="rel-pins"
      aria-label={t('releases.card.pins', {
        name: remoteLabel(release.remote),
      })}
    >
      {release.pins.map((pin) => (
        <li key={pin.store.id}>
          <span>
            {t('releases.card.pinOf', {
              store: pin.store.name,
              version: pin.version,
            })}
          </span>
          <Button
            size="small"
            danger
            aria-label={t('releases.card.removePin', { store: pin.store.name })}
            onClick={() => onUnpin(pin.store)}
          >
            {t('releases.card.remove')}
          </Button>
        </li>
      ))}
    </ul>
  );
}
