import { clearOverride, type RemoteOverride } from './override';
import { REMOTE_LABELS } from './RemoteSlot';
import './overrideBanner.css';

/**
 * While a developer's remote override is on: a fixed bar naming the remote and the URL its code
 * comes from, with "Turn off" (clears it and reloads, so none of that code stays in the page).
 */
export function OverrideBanner({
  override,
  reload = () => window.location.reload(),
}: {
  override: RemoteOverride | null;
  reload?: () => void;
}) {
  if (!override) return null;
  const turnOff = () => {
    clearOverride();
    reload();
  };
  return (
    <aside className="sh-override" aria-label="Remote override">
      <p className="sh-override__text">
        <strong>Local override:</strong> {REMOTE_LABELS[override.remote]} (
        {override.remote}) loads from{' '}
        <code className="sh-override__url">{override.url}</code> in this browser
        only.
      </p>
      <button type="button" className="sh-override__off" onClick={turnOff}>
        Turn off
      </button>
    </aside>
  );
}
