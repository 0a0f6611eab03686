import { InfoCircleOutlined, Tooltip } from 'shared/ui/antd';

export interface InfoTipProps {
  /** id of the hidden text the button is described by */
  id: string;
  text: string;
}

/** An option's info tooltip: a focusable button that shows the text on hover and on focus. */
export function InfoTip({ id, text }: InfoTipProps) {
  return (
    <>
      <Tooltip title={text} trigger={['hover', 'focus']}>
        <button
          type="button"
          className="sd-info"
          aria-label="More information"
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
