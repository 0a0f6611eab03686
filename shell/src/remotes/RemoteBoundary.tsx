import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { ErrorState, PageLoader } from 'shared/ui';
import { reportError } from '../errors/reportError';
import { RemoteUnavailableError } from './federation';

/** Props of RemoteBoundary. */
export interface RemoteBoundaryProps {
  /** human name used in the default fallback */
  label: string;
  children: ReactNode;
  /** re-attempts the load (the slot builds a new lazy component) */
  onRetry: () => void;
  /** changes on every retry, clearing the caught error */
  resetKey: number;
  /** replaces the default fallback (e.g. the bell's compact one) */
  fallback?: (retry: () => void) => ReactNode;
  /** replaces the default loader */
  loading?: ReactNode;
  /** told of every caught error (the slot re-reads the registry after a chunk load error) */
  onError?: (error: unknown) => void;
}

interface State {
  error: unknown;
  key: number;
}

/** Suspense + error boundary + 'Retry' for one remote slot: a broken remote never blanks the shell. */
export class RemoteBoundary extends Component<RemoteBoundaryProps, State> {
  state: State = { error: null, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(
    props: RemoteBoundaryProps,
    state: State,
  ): Partial<State> | null {
    return props.resetKey !== state.key
      ? { error: null, key: props.resetKey }
      : null;
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    // A failed load was reported where it failed (errors/remoteLoads: remote, version, duration);
    // a remote the registry switched off is no error.
    if (!(error instanceof RemoteUnavailableError))
      reportError(error, {
        componentStack: info.componentStack ?? undefined,
        remote: this.props.label,
      });
    this.props.onError?.(error);
  }

  render() {
    const { error } = this.state;
    const { fallback, onRetry, label, loading, children } = this.props;
    if (error) {
      return fallback ? (
        fallback(onRetry)
      ) : (
        <ErrorState
          title={`${label} is currently unavailable`}
          message="Please try again in a moment."
          onRetry={onRetry}
          retryLabel="Retry"
        />
      );
    }
    return <Suspense fallback={loading ?? <PageLoader />}>{children}</Suspense>;
  }
}
