import { useSyncExternalStore } from 'react';
import { getToasts, subscribeToasts } from './toast';

export function Toasts() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  return (
    <div className="toasts" role="status" aria-live="polite">
      {toasts.map((toast) => (
        <div key={toast.id} className={`toast toast--${toast.variant}`}>
          {toast.message}
        </div>
      ))}
    </div>
  );
}
