import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Toast } from './Toast';
import { Viewport } from './Toasts.styles';
import { ToastContext, type ToastApi, type ToastOptions, type ToastTone } from './toastContext';

/** The spec: toasts auto-hide after 10 seconds. */
export const TOAST_DURATION_MS = 10_000;

interface ToastEntry {
  id: string;
  tone: ToastTone;
  message: ReactNode;
  duration: number;
}

export interface ToastProviderProps {
  /** The application. */
  children: ReactNode;
  /** Default milliseconds before a toast hides itself (10000, the spec); shorten it in tests. */
  duration?: number;
  /** Most toasts shown at once; the oldest goes first. */
  max?: number;
}

/**
 * Holds the toasts and renders them stacked at the top right of the viewport. Mount it once at
 * the root; anything below calls `useToast()`.
 */
export function ToastProvider({
  children,
  duration = TOAST_DURATION_MS,
  max = 5,
}: ToastProviderProps) {
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const nextId = useRef(0);

  const dismiss = useCallback((id: string) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback(
    (tone: ToastTone, message: ReactNode, options?: ToastOptions) => {
      nextId.current += 1;
      const id = `toast-${nextId.current}`;
      const entry = { id, tone, message, duration: options?.duration ?? duration };
      setToasts((current) => [...current, entry].slice(-max));
      return id;
    },
    [duration, max],
  );

  const api = useMemo<ToastApi>(
    () => ({
      success: (message, options) => show('success', message, options),
      error: (message, options) => show('error', message, options),
      dismiss,
    }),
    [show, dismiss],
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      {createPortal(
        <Viewport>
          {toasts.map((toast) => (
            <Toast
              key={toast.id}
              tone={toast.tone}
              message={toast.message}
              duration={toast.duration}
              onDismiss={() => dismiss(toast.id)}
            />
          ))}
        </Viewport>,
        document.body,
      )}
    </ToastContext.Provider>
  );
}
