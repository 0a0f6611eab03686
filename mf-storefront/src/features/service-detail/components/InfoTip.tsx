import { InfoCircleOutlined, Tooltip } from 'shared/ui/antd/core';
import { useStorefrontT } from '../../../i18n/t';

export interface InfoTipProps {
  /** id of the hidden text the button is described by */
  id: string;
  text: string;
}

/** An option's info tooltip: a focusable button that shows the text on hover and on focus. */
export function InfoTip({ id, text }: InfoTipProps) {
  const t = useStorefrontT();
  return (
    <>
      <Tooltip title={text} trigger={['hover', 'focus']}>
        <button
          type="button"
          className="sd-info"
          aria-label={t('serviceDetail.moreInfo')}
          aria-describedby={id}
        >
          <InfoCircleOutlined aria-hidden />
        </button>
      </Tooltip>
      <span id={id} hidden>
        {text}
      </span>
    </>
  );
}
