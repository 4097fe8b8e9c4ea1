import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { APP_COLORS, APP_ICONS, FAVICON_FILE, appIconSvg } from '../appIcon';

const icon = (file: string) => readFileSync(new URL(`../icons/${file}`, import.meta.url));

describe('the committed icons (scripts/app-icons.mjs draws them)', () => {
  it('draw the favicon as the tokens say today', () => {
    expect(icon(FAVICON_FILE).toString('utf8')).toBe(appIconSvg({ maskable: false }));
    expect(appIconSvg({ maskable: false })).toContain(`fill="${APP_COLORS.theme}"`);
  });

  it('are PNGs of the sizes the web manifest states', () => {
    for (const { file, size } of APP_ICONS) {
      const png = icon(file);
      expect(png.subarray(1, 4).toString('latin1'), file).toBe('PNG');
      // The IHDR chunk: width and height, big-endian, at bytes 16 and 20.
      expect([png.readUInt32BE(16), png.readUInt32BE(20)], file).toEqual([size, size]);
    }
  });
});
