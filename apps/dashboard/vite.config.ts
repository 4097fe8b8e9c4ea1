import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { DEMO_ACCOUNTS } from '../../packages/api/src/mocks/demo';
import { contentSecurityPolicy } from './csp.ts';

/** Prints the sandbox's demo sign-ins when the dev server starts on the sandbox. */
function printDemoSignIns(): Plugin {
  return {
    name: 'print-demo-sign-ins',
    apply: 'serve',
    configureServer(server) {
      if (process.env.VITE_API_MOCKING === 'off') return;
      server.httpServer?.once('listening', () => {
        const lines = Object.values(DEMO_ACCOUNTS).map(
          (account) => `    ${account.email}  /  ${account.password}   ${account.description}`,
        );
        console.log(`\n  Sandbox demo sign-ins:\n${lines.join('\n')}\n`);
      });
    },
  };
}

export default defineConfig({
  plugins: [react(), printDemoSignIns(), contentSecurityPolicy()],
  build: {
    rolldownOptions: {
      output: {
        // Everything the first page needs in one chunk: the sign-in route's budget is also
        // a request count (scripts/bundle-report.mjs). Lazy pages keep their own chunks.
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
      },
    },
  },
  server: { port: 5173 },
  preview: { port: 4173 },
});
