import type { ServiceOption } from '../api';
import { isAdvancedKind, optionKindLabel } from '../optionKinds';

export interface OptionListProps {
  options: ServiceOption[];
}

/** The service's options in sequence order: position, label, kind and required mark. */
export function OptionList({ options }: OptionListProps) {
  if (options.length === 0) {
    return <p className="sb-empty">This service has no options yet.</p>;
  }
  return (
    <ol className="sb-options" aria-label="Options">
      {options.map((option) => (
        <li key={option.id} className="sb-option">
          <span className="sb-option__label">
            {option.label.value}
            {option.is_required && (
              <abbr className="sb-option__required" title="Required">
                *
              </abbr>
            )}
          </span>
          <span className="sb-option__kind">
            {optionKindLabel(option.tag)}
            {isAdvancedKind(option.tag) && (
              <span className="sb-option__advanced"> (advanced)</span>
            )}
          </span>
        </li>
      ))}
    </ol>
  );
}
