export { ToastProvider, TOAST_DURATION_MS } from './ToastProvider';
export type { ToastProviderProps } from './ToastProvider';
export { useToast } from './toastContext';
export type { ToastApi, ToastOptions, ToastTone } from './toastContext';
