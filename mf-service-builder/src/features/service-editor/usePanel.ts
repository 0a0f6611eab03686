import { useState } from 'react';
import { localiseMessage } from 'shared/i18n';
import { useAppFeedback } from 'shared/ui/antd';

/** The right panel's state. */
export type PanelMode = 'closed' | 'settings' | 'addlogic';

export const LOGIC_NOT_CLOSABLE =
  'Correct the logic first: this panel cannot be closed while its expression is invalid or a rule has an error.';

/**
 * The option the right panel shows and in which state; the add-logic panel may refuse to close
 * (`isPresent`: whether the option is still in the document, e.g. after an undo).
 */
export function usePanel(isPresent: (optionId: number) => boolean) {
  const { message } = useAppFeedback();
  const [panel, setPanel] = useState<{
    mode: PanelMode;
    optionId: number | null;
  }>({ mode: 'closed', optionId: null });
  const [isClosable, setClosable] = useState(true);

  const mayLeave = () => {
    if (panel.mode !== 'addlogic' || isClosable) return true;
    if (panel.optionId === null || !isPresent(panel.optionId)) return true;
    void message.warning(localiseMessage(LOGIC_NOT_CLOSABLE));
    return false;
  };

  return {
    mode: panel.optionId === null ? ('closed' as const) : panel.mode,
    optionId: panel.optionId,
    /** false (and says why) while the add-logic panel may not close */
    mayLeave,
    /** opens a just-added option's settings */
    open: (optionId: number) => {
      setClosable(true);
      setPanel({ mode: 'settings', optionId });
    },
    /** opens the option's settings (refused while the logic panel may not close) */
    select: (optionId: number) => {
      if (panel.optionId === optionId && panel.mode !== 'closed') return;
      if (!mayLeave()) return;
      setClosable(true);
      setPanel({ mode: 'settings', optionId });
    },
    close: () => {
      if (!mayLeave()) return;
      setPanel({ mode: 'closed', optionId: null });
    },
    back: () => {
      if (!mayLeave()) return;
      setPanel((p) => ({ ...p, mode: 'settings' }));
    },
    openLogic: () => {
      setClosable(true);
      setPanel((p) => ({ ...p, mode: 'addlogic' }));
    },
    /** after a save gave the option its real id, or when the option is gone */
    replace: (optionId: number | null) => {
      setClosable(true);
      setPanel((p) =>
        optionId === null
          ? { mode: 'closed', optionId: null }
          : { ...p, optionId },
      );
    },
    setClosable,
  };
}

export type PanelModel = ReturnType<typeof usePanel>;
