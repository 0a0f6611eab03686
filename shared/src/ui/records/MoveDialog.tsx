import { useId, useState } from 'react';
import { useT } from 'shared/i18n';
import { Input, Modal } from 'shared/ui/antd';
import './catalogue';

/** How a move that asks first asks: what its dialog says, and whether it wants a reason. */
export interface MoveQuestion {
  /** what happens, in the page's words (default: the record becomes the status, for good) */
  text?: string;
  /** a second paragraph: what else the move does */
  note?: string;
  /** the dialog's title (default: the move's action with a question mark) */
  title?: string;
  /** the move needs a reason (a rejection, a hold), sent with it */
  reason?: boolean;
  /** the move is shown as dangerous (default true) */
  danger?: boolean;
}

/** Props of MoveDialog. */
export interface MoveDialogProps {
  action: string;
  question: MoveQuestion;
  /** what the dialog says when the question names nothing */
  defaultText: string;
  /** makes the move; a failure is said in the dialog when it asked a reason */
  onConfirm: (reason?: string) => Promise<void>;
  onCancel: () => void;
}

/** Asks once more before a move, and for its reason where it needs one. */
export function MoveDialog({
  action,
  question,
  defaultText,
  onConfirm,
  onCancel,
}: MoveDialogProps) {
  const t = useT('records');
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const handleOk = async () => {
    if (question.reason && !reason.trim()) {
      setError(t('moves.reasonRequired'));
      return;
    }
    setBusy(true);
    try {
      await onConfirm(question.reason ? reason.trim() : undefined);
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : t('moves.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={question.title ?? t('moves.title', { action })}
      okText={action}
      cancelText={t('moves.keep')}
      okButtonProps={{ danger: question.danger !== false, loading: busy }}
      onOk={() => void handleOk()}
      onCancel={onCancel}
      destroyOnHidden
    >
      <p>{question.text ?? defaultText}</p>
      {question.note && <p>{question.note}</p>}
      {question.reason && (
        <>
          <label htmlFor={id} className="rec-moves__label">
            {t('moves.reason')}
          </label>
          <Input.TextArea
            id={id}
            rows={3}
            maxLength={1000}
            value={reason}
            aria-required
            aria-invalid={Boolean(error)}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => {
              setReason(event.target.value);
              setError(null);
            }}
          />
        </>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="rec-moves__error">
          {error}
        </p>
      )}
    </Modal>
  );
}
