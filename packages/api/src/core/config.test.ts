import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DEVELOPMENT_ROOT,
  DEFAULT_FILE_HOST,
  DEFAULT_PRODUCTION_ROOT,
  fileHostFrom,
  reachableApiRoots,
  resolveApiRoot,
  settingsFrom,
} from './config';

const envOf =
  (values: Record<string, string>) =>
  (name: string): string | undefined =>
    values[name];

describe('reachableApiRoots: the roots a build can call', () => {
  it('is the explicit root alone when VITE_API_ROOT is set', () => {
    const settings = settingsFrom(envOf({ VITE_API_ROOT: 'https://api.example.test/' }));
    expect(reachableApiRoots(settings)).toEqual(['https://api.example.test']);
  });

  it('is the production root alone for a production build without VITE_API_ROOT, on any host', () => {
    const settings = settingsFrom(envOf({ MODE: 'production' }));
    expect(reachableApiRoots(settings)).toEqual([DEFAULT_PRODUCTION_ROOT]);
    // The bundle calls the root its policy names, on a development host too.
    for (const host of ['localhost:4173', 'app.dev.paymerchant.ng', 'app.example.ng'])
      expect(resolveApiRoot(host, settings)).toBe(DEFAULT_PRODUCTION_ROOT);
    const moved = settingsFrom(
      envOf({ MODE: 'production', VITE_API_PROD_ROOT: 'https://prod.example.test/' }),
    );
    expect(reachableApiRoots(moved)).toEqual(['https://prod.example.test']);
  });

  it('is both roots of the host rule outside a production build, each one the rule can pick', () => {
    const settings = settingsFrom(envOf({ MODE: 'demo' }));
    const roots = reachableApiRoots(settings);
    expect(roots).toEqual([DEFAULT_DEVELOPMENT_ROOT, DEFAULT_PRODUCTION_ROOT]);
    for (const host of ['localhost:4173', '127.0.0.1:4206', 'app.example.ng'])
      expect(roots).toContain(resolveApiRoot(host, settings));
  });

  it('follows the development and production roots set at build time', () => {
    const settings = settingsFrom(
      envOf({
        VITE_API_DEV_ROOT: 'https://dev.example.test/v1/',
        VITE_API_PROD_ROOT: 'https://prod.example.test',
      }),
    );
    expect(reachableApiRoots(settings)).toEqual([
      'https://dev.example.test/v1',
      'https://prod.example.test',
    ]);
  });
});

describe('fileHostFrom', () => {
  it('reads VITE_API_FILE_HOST, else the default file host', () => {
    expect(fileHostFrom(envOf({ VITE_API_FILE_HOST: 'https://cdn.example.test/' }))).toBe(
      'https://cdn.example.test',
    );
    expect(fileHostFrom(envOf({}))).toBe(DEFAULT_FILE_HOST);
  });
});
