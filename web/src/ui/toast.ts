/** Short toasts ("Copied", "App Updated!"), in memory only; `<Toasts />` shows them. */
export interface Toast {
  id: number;
  message: string;
  variant: 'success' | 'info';
  ms: number;
}

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export const COPIED_TOAST_MS = 2000;
export const DEFAULT_TOAST_MS = 4000;

export function showToast(message: string, options: { variant?: Toast['variant']; ms?: number } = {}): void {
  const toast: Toast = { id: nextId++, message, variant: options.variant ?? 'success', ms: options.ms ?? DEFAULT_TOAST_MS };
  toasts = [...toasts, toast];
  emit();
  globalThis.setTimeout(() => dismissToast(toast.id), toast.ms);
}

export function dismissToast(id: number): void {
  const next = toasts.filter((toast) => toast.id !== id);
  if (next.length !== toasts.length) {
    toasts = next;
    emit();
  }
}

export const getToasts = (): readonly Toast[] => toasts;

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
