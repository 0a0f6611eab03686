import { Component, type ReactNode } from 'react';

export interface BellBoundaryProps {
  fallback: ReactNode;
  children: ReactNode;
}

/** Keeps a rendering failure of the bell inside the bell: the header shows the fallback instead. */
export class BellBoundary extends Component<
  BellBoundaryProps,
  { hasError: boolean }
> {
  state = { hasError: false };

  static getDerivedStateFromError(): { hasError: boolean } {
    return { hasError: true };
  }

  render() {
    return this.state.hasError ? this.props.fallback : this.props.children;
  }
}
