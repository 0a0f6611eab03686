import type {
  NotificationBellProps,
  OptionsPreviewProps,
  RemoteKey,
  RemoteRoutesProps,
  TrackOrderDialogProps,
} from 'shared/contracts';
import { Banner } from 'shared/ui';
import { BellIcon } from '../layout/icons';
import { RemoteSlot } from './RemoteSlot';
import './remoteSlots.css';

/** A slot's fallback inside a page: a failure banner with a Retry button. */
const inlineFailure = (title: string) =>
  function InlineFailure(retry: () => void) {
    return (
      <div className="rs-inline-error">
        <Banner
          type="failure"
          title={title}
          action={
            <button
              type="button"
              className="rs-inline-error__retry"
              onClick={retry}
            >
              Retry
            </button>
          }
        />
      </div>
    );
  };

/** Mounts a remote's `./Routes` at `basePath`; the service builder also gets the storefront's preview. */
export function RemoteRoutes({
  remote,
  basePath,
}: {
  remote: Exclude<RemoteKey, 'notifications'>;
  basePath: string;
}) {
  const props: RemoteRoutesProps =
    remote === 'serviceBuilder'
      ? { basePath, OptionsPreview: OptionsPreviewSlot }
      : { basePath };
  return <RemoteSlot<RemoteRoutesProps> remote={remote} props={props} />;
}

const bellProps: NotificationBellProps = {};

/** The notifications remote's bell, with a compact fallback that retries on click (plain HTML, no antd). */
export function NotificationBellSlot() {
  return (
    <RemoteSlot<NotificationBellProps>
      remote="notifications"
      expose="NotificationBell"
      props={bellProps}
      loading={
        <span
          className="rs-bell rs-bell--muted"
          role="status"
          aria-label="Loading notifications"
        >
          <BellIcon />
        </span>
      }
      fallback={(retry) => (
        <button
          type="button"
          className="rs-bell rs-bell--muted rs-bell--button"
          aria-label="Retry notifications"
          title="Notifications are unavailable. Click to retry."
          onClick={retry}
        >
          <BellIcon />
        </button>
      )}
    />
  );
}

/**
 * The storefront remote's Track order dialog, loaded on first render (the header mounts it on the
 * first click). If the remote is down, a failure Banner with Retry shows instead; the header keeps working.
 */
export function TrackOrderDialogSlot(props: TrackOrderDialogProps) {
  return (
    <RemoteSlot<TrackOrderDialogProps>
      remote="storefront"
      expose="TrackOrderDialog"
      props={props}
      loading={
        <span className="rs-visually-hidden" role="status">
          Opening Track order
        </span>
      }
      fallback={inlineFailure('Order tracking is unavailable right now.')}
    />
  );
}

/** The storefront's `./OptionsPreview` for the service builder, in its own boundary with a retry. */
export function OptionsPreviewSlot(props: OptionsPreviewProps) {
  return (
    <RemoteSlot<OptionsPreviewProps>
      remote="storefront"
      expose="OptionsPreview"
      props={props}
      loading={
        <span className="rs-visually-hidden" role="status">
          Loading the preview
        </span>
      }
      fallback={inlineFailure(
        'The preview is unavailable right now. Your service is not affected.',
      )}
    />
  );
}
