import { Component, type ErrorInfo, type ReactNode } from 'react';
import { CrashMessage } from './ErrorMessages';
import { logAndReport } from './errorReporting';

interface State {
  error: unknown;
}

/** Last-resort boundary around the whole app (the router has its own per-route boundary). */
export class CrashBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    logAndReport(error, `Crash${info.componentStack ? ` in ${info.componentStack.split('\n')[1]?.trim() ?? ''}` : ''}`);
  }

  override render() {
    if (this.state.error) {
      return (
        <main className="page page--narrow">
          <CrashMessage />
        </main>
      );
    }
    return this.props.children;
  }
}
