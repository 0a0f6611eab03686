import { Button, Result } from 'shared/ui/antd';

/** Props of ErrorState. */
export interface ErrorStateProps {
  title?: string;
  /** usually the ApiError message */
  message?: string;
  onRetry?: () => void;
  retryLabel?: string;
}

/** A failed load with a retry button. */
export function ErrorState({
  title = 'Something went wrong',
  message,
  onRetry,
  retryLabel = 'Retry',
}: ErrorStateProps) {
  return (
    <Result
      status="error"
      title={title}
      subTitle={message}
      extra={
        onRetry ? (
          <Button type="primary" onClick={onRetry}>
            {retryLabel}
          </Button>
        ) : undefined
      }
    />
  );
}
