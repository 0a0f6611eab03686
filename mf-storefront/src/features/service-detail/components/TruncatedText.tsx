import { needsTooltip, TOOLTIP_THRESHOLD, truncate } from 'shared/options';
import { Tooltip } from 'shared/ui/antd/core';

export interface TruncatedTextProps {
  text: string;
}

/** Text cut to 60 characters with an ellipsis; the full text shows in a tooltip. */
export function TruncatedText({ text }: TruncatedTextProps) {
  if (!needsTooltip(text)) return <>{text}</>;
  return (
    <Tooltip title={text}>
      <span aria-label={text}>{truncate(text, TOOLTIP_THRESHOLD)}</span>
    </Tooltip>
  );
}
