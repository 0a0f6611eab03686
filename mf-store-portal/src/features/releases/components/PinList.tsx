import type { RemoteRelease } from 'shared/contracts/releases';
import { Button } from 'shared/ui/antd';
import { remoteLabel } from '../labels';

/** Props of PinList. */
export interface PinListProps {
  release: RemoteRelease;
  /** asks to remove a store's pin (the card confirms it) */
  onUnpin: (store: { id: number; name: string }) => void;
}

/** The stores pinned to a version of the remote, each with a Remove button. */
export function PinList({ release, onUnpin }: PinListProps) {
  if (release.pins.length === 0) return null;
  return (
    <ul
      className="rel-pins"
      aria-label={`Stores pinned to a version of the ${remoteLabel(release.remote)}`}
    >
      {release.pins.map((pin) => (
        <li key={pin.store.id}>
          <span>
            {pin.store.name}: {pin.version}
          </span>
          <Button
            size="small"
            danger
            aria-label={`Remove the pin of ${pin.store.name}`}
            onClick={() => onUnpin(pin.store)}
          >
            Remove
          </Button>
        </li>
      ))}
    </ul>
  );
}
