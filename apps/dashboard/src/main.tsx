import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { parseWithoutEval } from '@merchant/api';
import { App } from './App';
import { setSandboxInfo } from './app/sandboxInfo';

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

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// The first render is a transition so React yields to the browser every few milliseconds
// instead of mounting the whole page in one long task (Total Blocking Time, docs/adr/011).
void startSandboxWhenEnabled().then(() => {
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
});
