import { useEffect, useRef, useState, type ReactNode } from 'react';
import { AlertIcon, CheckCircleIcon } from '../../icons/icons';
import { ModalCloseButton } from '../Modal/ModalCloseButton';
import { ToastCard, ToastMessage } from './Toasts.styles';
import type { ToastTone } from './toastContext';

export interface ToastProps {
  /** Green success or red error. */
  tone: ToastTone;
  /** What happened. */
  message: ReactNode;
  /** Milliseconds before it hides itself; paused while hovered or focused. */
  duration: number;
  /** Called by the close button and when the time is up. */
  onDismiss: () => void;
}

/**
 * One toast. Its tone is carried by an icon with a text alternative and the live role, never by
 * colour alone; the timer pauses while the pointer or focus is on it, so it can be read.
 */
export function Toast({ tone, message, duration, onDismiss }: ToastProps) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const remaining = useRef(duration);
  const dismissRef = useRef(onDismiss);
  useEffect(() => {
    dismissRef.current = onDismiss;
  });

  const paused = hovered || focused;
  useEffect(() => {
    if (paused || !Number.isFinite(remaining.current)) return undefined;
    const startedAt = Date.now();
    const timer = window.setTimeout(() => dismissRef.current(), Math.max(0, remaining.current));
    return () => {
      window.clearTimeout(timer);
      remaining.current -= Date.now() - startedAt;
    };
  }, [paused]);

  const isError = tone === 'error';
  return (
    <ToastCard
      $tone={tone}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
    >
      <ToastMessage role={isError ? 'alert' : 'status'} aria-atomic="true">
        {isError ? <AlertIcon title="Error" /> : <CheckCircleIcon title="Success" />}
        <span>{message}</span>
      </ToastMessage>
      <ModalCloseButton onClick={onDismiss} />
    </ToastCard>
  );
}
