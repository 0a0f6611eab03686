import { useLayoutEffect, useRef, type ReactNode } from 'react';

export interface NamedPopupProps {
  /** id of the Select (its listbox is `${selectId}_list`) */
  selectId: string;
  /** id of the element naming the Select */
  labelId: string;
  children: ReactNode;
}

/**
 * Names an antd Select's listbox after the Select's label: antd gives the listbox no way to take a
 * name, which axe reports as an unnamed listbox. Use as `popupRender={(menu) => <NamedPopup …>}`.
 */
export function NamedPopup({ selectId, labelId, children }: NamedPopupProps) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    for (const listbox of ref.current?.querySelectorAll(
      `[id="${selectId}_list"]`,
    ) ?? [])
      listbox.setAttribute('aria-labelledby', labelId);
  });
  return <div ref={ref}>{children}</div>;
}
