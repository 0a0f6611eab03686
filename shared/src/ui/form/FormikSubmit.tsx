import { useFormikContext } from 'formik';
import type { ReactNode } from 'react';
import { Button } from 'shared/ui/antd/core';

/** Props of {@link FormikSubmit}. */
export interface FormikSubmitProps {
  children: ReactNode;
  /** full width */
  block?: boolean;
}

/** The form's primary submit button; it shows a spinner and ignores clicks while Formik submits. */
export function FormikSubmit({ children, block = false }: FormikSubmitProps) {
  const { isSubmitting } = useFormikContext();
  return (
    <Button
      type="primary"
      htmlType="submit"
      block={block}
      loading={isSubmitting}
    >
      {children}
    </Button>
  );
}
