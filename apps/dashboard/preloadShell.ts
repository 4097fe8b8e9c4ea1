import { createHash } from 'node:crypto';
import type { Plugin, Rolldown } from 'vite';
import { SESSION_KEYS } from '../../packages/api/src/core/session.ts';
import { PATHS } from '../../packages/screens/src/routes/paths.ts';
import { SHELL_CHUNK } from './chunking.ts';

/**
 * A script the document loads beside the entry: at a dashboard address with a session, it asks
 * for the shell's file at once. The entry (React, the router, the sign-in page) asks for the
 * shell only once it has arrived and run, so on a phone's connection the two downloads would come
 * one after the other, the shell the last step before a KYC or onboarding page can paint
 * (docs/adr/011). A `<link rel="modulepreload">` in the document would download the shell on
 * the sign-in page too, beside the code sign-in waits for; an inline script would need the CSP
 * to allow one (docs/adr/006).
 *
 * The script's text is derived from the bundle alone, so the file the build writes and the tag
 * in index.html always agree; its name carries its content's hash, as every asset's does, so a
 * host may cache it for good.
 */
function shellPreloadScript(bundle: Rolldown.OutputBundle, base: string) {
  const shell = Object.values(bundle).find(
    (file) => file.type === 'chunk' && file.name === SHELL_CHUNK,
  );
  if (!shell) return undefined;
  const href = JSON.stringify(base + shell.fileName);
  // Session storage can throw (storage disabled); the entry then loads the shell as before.
  const source =
    `try{if(location.pathname.indexOf(${JSON.stringify(PATHS.home)})===0&&` +
    `sessionStorage.getItem(${JSON.stringify(SESSION_KEYS.accessToken)})){` +
    `var l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";` +
    `l.href=${href};document.head.appendChild(l)}}catch(e){}\n`;
  const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
  return { fileName: `assets/preload-shell-${hash}.js`, source };
}

export function preloadShell(): Plugin {
  let base = '/';
  return {
    name: 'preload-shell',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const script = shellPreloadScript(bundle, base);
      if (script) this.emitFile({ type: 'asset', ...script });
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const script = ctx.bundle && shellPreloadScript(ctx.bundle, base);
        if (!script) return [];
        return [
          {
            tag: 'script',
            // Not async: a parser-blocking script is fetched at high priority, and the document
            // has nothing to show before the entry has run anyway.
            attrs: { src: base + script.fileName },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
