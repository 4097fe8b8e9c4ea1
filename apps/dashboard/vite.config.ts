import { defineConfig, loadEnv, type Plugin } from 'vite';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { DEMO_ACCOUNTS } from '../../packages/api/src/mocks/demo.ts';
import { chunkGroups } from './chunking.ts';
import { contentSecurityPolicy } from './csp.ts';
import { preloadShell } from './preloadShell.ts';
import { productionAliases } from './productionAliases.ts';

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

/**
 * Each text file of a build beside its Brotli (quality 11) and gzip (level 9) forms, for hosts
 * that send a file's compressed twin (nginx `brotli_static`/`gzip_static`, Caddy `precompressed`,
 * an object store with `Content-Encoding`) and for `pnpm preview`. Brotli at its slowest setting
 * sends 10-15 % fewer bytes than gzip (the entry: 103 KB against 121 KB): on a phone's slow
 * connection a form page paints 0.1-0.3 s sooner (issue 17, docs/adr/011). Too slow to run on
 * every request, it costs the build a few seconds once.
 */
const precompressed = () =>
  compression({
    algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })],
    logLevel: 'silent',
  });

export default defineConfig(({ command, mode }) => ({
  plugins: [react(), printDemoSignIns(), contentSecurityPolicy(), preloadShell(), precompressed()],
  resolve: { alias: command === 'build' ? productionAliases : [] },
  // The only public file is MSW's worker: the demo ships it, a build for a real API does not.
  publicDir: loadEnv(mode, APP_DIR).VITE_API_MOCKING === 'on' ? 'sandbox-public' : false,
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
  server: { port: 5173 },
}));
