import { useId, useState } from 'react';
import { Input, Modal } from 'shared/ui/antd';
import { errorWords } from '../i18n/t';

/** Props of ReasonDialog. */
export interface ReasonDialogProps {
  open: boolean;
  title: string;
  /** the confirm button's text (the move's action) */
  confirmLabel: string;
  /** says what happens next */
  description: string;
  danger?: boolean;
  onConfirm: (reason: string) => Promise<void>;
  onCancel: () => void;
}

/** Asks why before a move that needs a reason (a rejection, a hold) and confirms it. */
export function ReasonDialog({
  open,
  title,
  confirmLabel,
  description,
  danger = false,
  onConfirm,
  onCancel,
}: ReasonDialogProps) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const handleOk = async () => {
    if (!reason.trim()) {
      setError('Please give a reason.');
      return;
    }
    setBusy(true);
    try {
      await onConfirm(reason.trim());
      setReason('');
      setError(null);
    } catch (e) {
      setError(errorWords(e) ?? 'Something went wrong.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={title}
      okText={confirmLabel}
      cancelText="Cancel"
      okButtonProps={{ danger, loading: busy }}
      onOk={() => void handleOk()}
      onCancel={onCancel}
      destroyOnHidden
    >
      <p>{description}</p>
      <label htmlFor={id} style={{ display: 'block', marginBottom: 4 }}>
        Reason
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
      {error && (
        <p
          id={`${id}-error`}
          role="alert"
          style={{ color: '#a8071a', margin: '4px 0 0' }}
        >
          {error}
        </p>
      )}
    </Modal>
  );
}
