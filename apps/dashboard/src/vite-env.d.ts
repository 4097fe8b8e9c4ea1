/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** 'on' only in the demo (.env.development, .env.demo); any other build has no sandbox code. */
  readonly VITE_API_MOCKING?: 'on' | 'off';
  /** The merchant API root; overrides the host rule. */
  readonly VITE_API_ROOT?: string;
  /** Where the API serves uploaded files; the Content-Security-Policy allows images from it. */
  readonly VITE_API_FILE_HOST?: string;
  /** Minutes without input before the session ends (15); the warning shows a minute before. */
  readonly VITE_IDLE_TIMEOUT_MINUTES?: string;
  /** True in production builds, which precache the shell in a service worker (vite.config.ts). */
  readonly SHELL_WORKER?: boolean;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
