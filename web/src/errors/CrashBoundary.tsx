import { Component, type ErrorInfo, type ReactNode } from 'react';
import { CrashMessage } from './ErrorMessages';
import { logAndReport } from './errorReporting';

interface State {
  error: unknown;
  reported: boolean;
}

/** Last-resort boundary around the whole app (the router has its own per-route boundary). */
export class CrashBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null, reported: false };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    void logAndReport(error, `Crash${info.componentStack ? ` in ${info.componentStack.split('\n')[1]?.trim() ?? ''}` : ''}`, 'crash').then(
      (reported) => this.setState({ reported }),
    );
  }

  override render() {
    if (this.state.error) {
      return (
        <main className="page page--narrow">
          <CrashMessage reported={this.state.reported} />
        </main>
      );
    }
    return this.props.children;
  }
}
