import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';
import { useT } from 'shared/i18n';
import { Button } from 'shared/ui/antd/core';

/**
 * The Retry of a Formik save that got no answer (show it when `isNoAnswer` says so): it sends what
 * was typed again, and it takes focus when it appears and again after a retry that failed too.
 */
export function SaveRetry() {
  const { submitForm, isSubmitting } = useFormikContext();
  const t = useT('common');
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!isSubmitting) ref.current?.focus();
  }, [isSubmitting]);
  return (
    <Button
      ref={ref}
      size="small"
      onClick={() => {
        if (!isSubmitting) void submitForm();
      }}
    >
      {t('states.retry')}
    </Button>
  );
}
