import { light } from '../../packages/ui/src/tokens/themes/light.ts';

/** The installed app's colours, the design tokens' own: the top bar's and the page's. */
export const APP_COLORS = {
  theme: light.action.primary.bg,
  background: light.bg.canvas,
} as const;

/** The icon files the web manifest lists, in apps/dashboard/icons/ (scripts/app-icons.mjs). */
export const APP_ICONS = [
  { file: 'icon-192.png', size: 192, purpose: 'any' },
  { file: 'icon-512.png', size: 512, purpose: 'any' },
  { file: 'icon-maskable-512.png', size: 512, purpose: 'maskable' },
] as const;

/** The favicon, beside the icons; index.html links it, so every build carries it. */
export const FAVICON_FILE = 'favicon.svg';

// An "M" drawn as one stroke on a 512 grid, in the action colour's text colour.
const GLYPH = 'M152 356V156l104 128 104-128v200';

/**
 * The dashboard's icon as SVG, from the tokens. A maskable icon fills its square and keeps the
 * glyph inside the central circle every launcher's mask leaves visible (80 % of the side).
 */
export function appIconSvg({ maskable }: { maskable: boolean }): string {
  const background = maskable
    ? `<rect width="512" height="512" fill="${APP_COLORS.theme}"/>`
    : `<rect width="512" height="512" rx="112" fill="${APP_COLORS.theme}"/>`;
  const scale = maskable ? ' transform="translate(256 256) scale(0.7) translate(-256 -256)"' : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">${background}` +
    `<path d="${GLYPH}"${scale} fill="none" stroke="${light.action.primary.fg}" ` +
    `stroke-width="56" stroke-linecap="round" stroke-linejoin="round"/></svg>\n`
  );
}
