import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorFallback } from './ErrorFallback';

interface Props {
  children: ReactNode;
  fullScreen?: boolean;
}

/** The first automatic retry of a failed screen, doubling after each failure up to RETRY_MAX_MS. */
const RETRY_FIRST_MS = 5000;
const RETRY_MAX_MS = 60_000;

/**
 * Shows the error view when rendering fails, then renders the screen again by itself after a while (5 s, doubling to
 * a minute): what fails during an outage (a screen's code that could not be loaded, a query that gave up) works once
 * the server is back, and a user on a dashboard should not have to find the reload link. A screen that keeps failing
 * is tried less and less often.
 */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };
  private retries = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
    clearTimeout(this.timer);
    const delay = Math.min(RETRY_FIRST_MS * 2 ** this.retries, RETRY_MAX_MS);
    this.retries++;
    this.timer = setTimeout(() => this.setState({ failed: false }), delay);
  }

  override componentWillUnmount(): void {
    clearTimeout(this.timer);
  }

  override render(): ReactNode {
    return this.state.failed ? <ErrorFallback fullScreen={this.props.fullScreen} /> : this.props.children;
  }
}
