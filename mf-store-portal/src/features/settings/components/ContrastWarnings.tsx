import {
  AA_NON_TEXT,
  AA_TEXT,
  contrastRatio,
  type TenantPalette,
} from 'shared/tenant';
import { Banner } from 'shared/ui';
import { spt, useStorePortalT } from '../../../i18n/t';

/** Props of ContrastWarnings. */
export interface ContrastWarningsProps {
  palette: TenantPalette;
  /** whether the owner chose a text colour (else the storefront picks a readable one) */
  hasFontColour: boolean;
  hasHoverFontColour: boolean;
}

const ratio = (value: number) => `${value.toFixed(1)}:1`;

/** The checks of WCAG AA on the chosen colours, as a warning (saving stays allowed). */
export function contrastProblems({
  palette: p,
  hasFontColour,
  hasHoverFontColour,
}: ContrastWarningsProps): string[] {
  const problems: string[] = [];
  const text = contrastRatio(p.font, p.background);
  if (hasFontColour && text < AA_TEXT)
    problems.push(spt('settings.contrast.text', { ratio: ratio(text) }));
  const button = contrastRatio(p.button, p.background);
  if (button < AA_NON_TEXT)
    problems.push(spt('settings.contrast.button', { ratio: ratio(button) }));
  const onButton = contrastRatio(p.onButton, p.button);
  if (onButton < AA_TEXT)
    problems.push(
      spt('settings.contrast.onButton', { ratio: ratio(onButton) }),
    );
  const hover = contrastRatio(p.buttonHoverFont, p.buttonHover);
  if (hasHoverFontColour && hover < AA_TEXT)
    problems.push(spt('settings.contrast.hover', { ratio: ratio(hover) }));
  return problems;
}

/** A warning banner listing the contrast problems, or nothing when every check passes. */
export function ContrastWarnings(props: ContrastWarningsProps) {
  const t = useStorePortalT();
  const problems = contrastProblems(props);
  if (problems.length === 0) return null;
  return (
    <Banner
      type="warning"
      title={t('settings.contrastTitle')}
      items={problems}
    />
  );
}
