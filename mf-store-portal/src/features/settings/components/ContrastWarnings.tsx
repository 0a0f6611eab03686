import {
  AA_NON_TEXT,
  AA_TEXT,
  contrastRatio,
  type TenantPalette,
} from 'shared/tenant';
import { Banner } from 'shared/ui';

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
    problems.push(
      `The text colour has a contrast of ${ratio(text)} on the background; WCAG AA asks for 4.5:1. The storefront adjusts it so that it reads.`,
    );
  const button = contrastRatio(p.button, p.background);
  if (button < AA_NON_TEXT)
    problems.push(
      `The button colour has a contrast of ${ratio(button)} on the background; WCAG AA asks for 3:1 so that buttons stand out.`,
    );
  const onButton = contrastRatio(p.onButton, p.button);
  if (onButton < AA_TEXT)
    problems.push(
      `No text colour reaches 4.5:1 on the button colour (best ${ratio(onButton)}). Choose a darker or lighter button colour.`,
    );
  const hover = contrastRatio(p.buttonHoverFont, p.buttonHover);
  if (hasHoverFontColour && hover < AA_TEXT)
    problems.push(
      `The button text on hover has a contrast of ${ratio(hover)} on the hover colour; WCAG AA asks for 4.5:1. The storefront uses a readable colour instead.`,
    );
  return problems;
}

/** A warning banner listing the contrast problems, or nothing when every check passes. */
export function ContrastWarnings(props: ContrastWarningsProps) {
  const problems = contrastProblems(props);
  if (problems.length === 0) return null;
  return (
    <Banner
      type="warning"
      title="Some colours are hard to read"
      items={problems}
    />
  );
}
