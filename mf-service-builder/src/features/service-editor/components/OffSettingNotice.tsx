import { Alert, Button } from 'shared/ui/antd';
import { useBuilderT } from '../../../i18n/t';

/** Props of OffSettingNotice. */
export interface OffSettingNoticeProps {
  /** what the owner set that will not apply: 'The choices’ costs' */
  what: string;
  /** the switch's label: 'Option cost' */
  setting: string;
  onTurnOn: () => void;
}

/**
 * Says, right where the owner set something, that it will not apply while a switch of the option is
 * off, and turns the switch on in one click (the owner decides; nothing is switched behind them).
 */
export function OffSettingNotice({
  what,
  setting,
  onTurnOn,
}: OffSettingNoticeProps) {
  const t = useBuilderT();
  return (
    <Alert
      type="warning"
      // polite: it appears while the owner types a cost or a rule
      role="status"
      showIcon
      className="sb-alert"
      title={t('panel.offSetting', { what, setting })}
      action={
        <Button size="small" onClick={onTurnOn}>
          {t('panel.turnOn', { setting })}
        </Button>
      }
    />
  );
}
