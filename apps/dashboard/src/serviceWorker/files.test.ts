import { describe, expect, it } from 'vitest';
import { FILE_PATH } from './files';

describe('the navigations the service worker leaves to the host', () => {
  it('are the addresses of files', () => {
    for (const path of ['/sw.js', '/manifest.webmanifest', '/assets/x-1.js?v=2', '/_headers.txt'])
      expect(FILE_PATH.test(path), path).toBe(true);
  });

  it('are never a page, with or without a dot in its query', () => {
    for (const path of [
      '/',
      '/dashboard',
      '/dashboard/business/customers?search=ada.obi@example.ng',
      '/dashboard/business/transactions?from=2026-11-01&amount=1.50',
    ])
      expect(FILE_PATH.test(path), path).toBe(false);
  });
});
