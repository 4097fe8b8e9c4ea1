import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { getAccessToken } from '@merchant/api';
import { ConfirmDialog } from '@merchant/ui';
import { holdUpdateOffer } from '../serviceWorker/updateOffer';

/** The texts of the question asked before leaving a form with unsaved changes. */
export const LEAVE_GUARD_TEXT = {
  title: 'Leave without saving?',
  message:
    'Your changes on this page are not saved yet. Typed text is kept for this session; chosen files are not.',
  confirm: 'Leave',
  cancel: 'Stay on this page',
} as const;

/** The in-app address an unmodified left click on a same-origin link would open, if any. */
function inAppTarget(event: MouseEvent): string | undefined {
  if (event.defaultPrevented || event.button !== 0) return undefined;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return undefined;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download')) return undefined;
  if (anchor.target && anchor.target !== '_self') return undefined;
  const url = new URL(anchor.href);
  // Another site: the page unloads, and beforeunload asks.
  if (url.origin !== window.location.origin) return undefined;
  const here = window.location.pathname + window.location.search;
  const there = url.pathname + url.search;
  return there === here ? undefined : there + url.hash;
}

export interface LeaveGuard {
  /** Runs `leave` at once when nothing is unsaved, else after the user confirms. */
  guard: (leave: () => void) => void;
  /** The confirmation dialog; render it with the page. */
  dialog: ReactNode;
}

/**
 * Asks before leaving a page whose form holds unsaved changes (`when`).
 *
 * The app's router is the declarative `<BrowserRouter>` (router.tsx), where react-router's
 * `useBlocker` is not available: it needs a data router (`createBrowserRouter`), and moving the
 * whole app to one is out of proportion for this. So the guard covers each way out on its own:
 * - in-app links (sidebar, Back to the checklist...): caught in the capture phase, before the
 *   router's Link sees the click, and replayed with `navigate` once confirmed;
 * - buttons that leave (a Back button): the page wraps their action in `guard`;
 * - reload, closing the tab, another site: `beforeunload`, the browser's own prompt (not when
 *   the session has just been ended: a sign-out is never held up);
 * The browser's Back button cannot be held without a data router; the draft kept by
 * useFormDraft is what protects the typed text there. While `when` holds, the offer of a new
 * version of the dashboard waits too (serviceWorker/updateOffer.ts).
 */
export function useLeaveGuard(when: boolean): LeaveGuard {
  const navigate = useNavigate();
  const [pending, setPending] = useState<(() => void) | null>(null);

  // A new version's offer (a reload) waits until the form is saved or left.
  useEffect(() => (when ? holdUpdateOffer() : undefined), [when]);

  useEffect(() => {
    if (!when) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      // A sign-out (by the user, when idle, or 'Please login again') clears the session before it
      // leaves: it must never be held by this prompt, and the draft went with the session anyway.
      if (getAccessToken() !== null) event.preventDefault();
    };
    const onClick = (event: MouseEvent) => {
      const target = inAppTarget(event);
      if (target === undefined) return;
      event.preventDefault();
      event.stopPropagation();
      setPending(() => () => void navigate(target));
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [when, navigate]);

  const guard = useCallback(
    (leave: () => void) => {
      if (when) setPending(() => leave);
      else leave();
    },
    [when],
  );

  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      onClose={() => setPending(null)}
      onConfirm={() => {
        setPending(null);
        pending?.();
      }}
      title={LEAVE_GUARD_TEXT.title}
      message={LEAVE_GUARD_TEXT.message}
      confirmLabel={LEAVE_GUARD_TEXT.confirm}
      cancelLabel={LEAVE_GUARD_TEXT.cancel}
    />
  );

  return { guard, dialog };
}
