import { lazy } from 'react';

/**
 * What the shell adds once the page has painted (earlyReads.ts), as one file: 'What needs you'
 * with its reads, and the keyboard shortcuts. Loaded together, they arrive in one render.
 */
const afterPaint = () => import('./afterPaintParts');

export const LazyPendingWorkReader = lazy(() =>
  afterPaint().then((module) => ({ default: module.PendingWorkReader })),
);
export const LazyKeyboardShortcuts = lazy(() =>
  afterPaint().then((module) => ({ default: module.KeyboardShortcuts })),
);
