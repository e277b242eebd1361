import { Component, type ReactNode } from 'react';

interface Props {
  /** What to show instead of the crashed remote; `reset` clears the error (after a retry). */
  fallback: (reset: () => void) => ReactNode;
  children: ReactNode;
}

/** Catches errors thrown while a remote renders, so one broken section never takes the app down. */
export class RemoteErrorBoundary extends Component<Props, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('remote crashed') };
  }

  override componentDidCatch(error: unknown) {
    console.error('A remote failed while rendering', error);
  }

  reset = () => this.setState({ error: null });

  override render() {
    return this.state.error ? this.props.fallback(this.reset) : this.props.children;
  }
}
