import type {
  NotificationBellProps,
  RemoteKey,
  RemoteRoutesProps,
} from 'shared/contracts';
import { BellOutlined, Button, Tooltip } from 'shared/ui/antd';
import { RemoteSlot } from './RemoteSlot';

/** Mounts a remote's `./Routes` at `basePath`. */
export function RemoteRoutes({
  remote,
  basePath,
}: {
  remote: Exclude<RemoteKey, 'notifications'>;
  basePath: string;
}) {
  return <RemoteSlot<RemoteRoutesProps> remote={remote} props={{ basePath }} />;
}

const bellProps: NotificationBellProps = {};

/** The notifications remote's bell, with a compact fallback that retries on click. */
export function NotificationBellSlot() {
  return (
    <RemoteSlot<NotificationBellProps>
      remote="notifications"
      expose="NotificationBell"
      props={bellProps}
      loading={
        <BellOutlined
          aria-label="Loading notifications"
          style={{ fontSize: 20, opacity: 0.5 }}
        />
      }
      fallback={(retry) => (
        <Tooltip title="Notifications are unavailable. Click to retry.">
          <Button
            type="text"
            aria-label="Retry notifications"
            icon={<BellOutlined style={{ opacity: 0.5 }} />}
            onClick={retry}
          />
        </Tooltip>
      )}
    />
  );
}
