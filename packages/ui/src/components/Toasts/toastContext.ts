import { createContext, useContext, type ReactNode } from 'react';

export type ToastTone = 'success' | 'error';

export interface ToastOptions {
  /** Milliseconds before this toast hides itself; `Infinity` keeps it until closed. */
  duration?: number;
}

export interface ToastApi {
  /** Shows a green toast (role="status"); returns its id. */
  success: (message: ReactNode, options?: ToastOptions) => string;
  /** Shows a red toast (role="alert"); returns its id. */
  error: (message: ReactNode, options?: ToastOptions) => string;
  /** Removes a toast before its time. */
  dismiss: (id: string) => void;
}

export const ToastContext = createContext<ToastApi | null>(null);

/** The toast API: `const toast = useToast(); toast.success('Payment link copied')`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>.');
  return api;
}
