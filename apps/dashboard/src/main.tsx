import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { getAccessToken, parseWithoutEval } from '@merchant/api';
import { PATHS } from '@merchant/screens';
import { App } from './App';
import { setSandboxInfo } from './app/sandboxInfo';
import { stopAnimationEvents } from './app/stopAnimationEvents';
import { preloadDashboardPage } from './router';

/**
 * The sandbox starts before the first render so the first call is already served by it.
 * `VITE_API_MOCKING` is replaced at build time and is 'on' only in the demo (`vite` and
 * `vite build --mode demo`, see .env.development and .env.demo), so the dynamic import (MSW, the
 * seeded db, the handlers) is dropped from every other build: `pnpm build` is the real API's.
 */
async function startSandboxWhenEnabled() {
  if (import.meta.env.VITE_API_MOCKING !== 'on') return;
  const { startSandbox, sandboxInfo } = await import('@merchant/api/mocks/browser');
  await startSandbox();
  setSandboxInfo(sandboxInfo);
}

// Before any schema exists: the production policy forbids eval (docs/adr/006).
parseWithoutEval();
stopAnimationEvents();

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

void startSandboxWhenEnabled().then(() => {
  // At a dashboard address, the reads the shell and the page wait for and their code start now,
  // side by side, instead of each after the code asking for it. Without a session nothing is
  // fetched: the guard sends the visitor to sign-in.
  if (window.location.pathname.startsWith(PATHS.home) && getAccessToken() !== null)
    preloadDashboardPage(window.location.pathname);
  // The root is made in a task of its own: in the task that evaluated the app and started those
  // requests, it would make one long task of it (docs/adr/011). The first render is a transition so
  // React yields to the browser every few milliseconds instead of mounting the whole page in
  // one long task (Total Blocking Time).
  setTimeout(() =>
    startTransition(() =>
      createRoot(root).render(
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    ),
  );
});
