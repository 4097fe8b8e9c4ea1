import { defineConfig, loadEnv, type Plugin } from 'vite';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { DEMO_ACCOUNTS } from '../../packages/api/src/mocks/demo.ts';
import { chunkGroups } from './chunking.ts';
import { compileHints } from './compileHints.ts';
import { contentSecurityPolicy } from './csp.ts';
import { precompressed } from './precompressed.ts';
import { preloadShell } from './preloadShell.ts';
import { productionAliases } from './productionAliases.ts';
import { refuseSandboxInProduction } from './sandboxGuard.ts';
import { shellWorker } from './shellWorker.ts';

/** Where the .env files are, whichever folder the build is started from. */
const APP_DIR = fileURLToPath(new URL('.', import.meta.url));

/** Prints the sandbox's demo sign-ins when the dev server starts on the sandbox. */
function printDemoSignIns(): Plugin {
  return {
    name: 'print-demo-sign-ins',
    apply: 'serve',
    configureServer(server) {
      if (server.config.env.VITE_API_MOCKING !== 'on') return;
      server.httpServer?.once('listening', () => {
        const lines = Object.values(DEMO_ACCOUNTS).map(
          (account) => `    ${account.email}  /  ${account.password}   ${account.description}`,
        );
        console.log(`\n  Sandbox demo sign-ins:\n${lines.join('\n')}\n`);
      });
    },
  };
}

export default defineConfig(({ command, mode }) => {
  // The files' variables and the shell's, as the bundle will read them.
  const env = loadEnv(mode, APP_DIR);
  if (command === 'build') refuseSandboxInProduction(mode, env);
  // Production builds precache the shell; the demo keeps MSW's worker alone (docs/adr/022).
  const withShellWorker = command === 'build' && env.VITE_API_MOCKING !== 'on';
  return {
    plugins: [
      react(),
      printDemoSignIns(),
      contentSecurityPolicy(),
      preloadShell(),
      precompressed(),
      compileHints(),
      withShellWorker && shellWorker(),
    ],
    // Whether the page registers the shell's worker: the build drops the code where it does not.
    define: { 'import.meta.env.SHELL_WORKER': JSON.stringify(withShellWorker) },
    resolve: { alias: command === 'build' ? productionAliases : [] },
    // The only public file is MSW's worker: the demo ships it, a build for a real API does not.
    publicDir: env.VITE_API_MOCKING === 'on' ? 'sandbox-public' : false,
    build: {
      // The per-route budgets of scripts/bundle-report.mjs are the real check; the only chunks
      // over Vite's generic 500 kB hint load on an export (the spreadsheet writer) or in the demo
      // (the sandbox), never on a merchant's first page.
      chunkSizeWarningLimit: 900,
      rolldownOptions: {
        output: {
          // Few files before a page renders: the entry, the shell, the kit, the page (chunking.ts).
          codeSplitting: { groups: chunkGroups },
        },
      },
    },
    // Workers as ES modules, so a worker's import() stays a file of its own: a .csv export's
    // worker loads papaparse, never the spreadsheet writer (ADR 021).
    worker: { format: 'es' },
    server: { port: 5173 },
  };
});
