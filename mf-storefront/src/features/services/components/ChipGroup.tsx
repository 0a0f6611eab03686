import { useId, type ReactNode } from 'react';

export interface ChipGroupProps {
  /** visible label and accessible name of the group */
  label: string;
  /** the chips (Chip) */
  children: ReactNode;
}

/** A labelled row of toggle chips: the visible label names the group. */
export function ChipGroup({ label, children }: ChipGroupProps) {
  const labelId = useId();
  return (
    <div className="sf-chip-row">
      <span className="sf-chip-row__label" id={labelId}>
        {label}
      </span>
      <div className="sf-chips" role="group" aria-labelledby={labelId}>
        {children}
      </div>
    </div>
  );
}

export interface ChipProps {
  isPressed: boolean;
  onPress: () => void;
  children: ReactNode;
}

/** One toggle chip of a ChipGroup. */
export function Chip({ isPressed, onPress, children }: ChipProps) {
  return (
    <button
      type="button"
      className="sf-chip"
      aria-pressed={isPressed}
      onClick={onPress}
    >
      {children}
    </button>
  );
}
