/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** 'off' builds a dashboard with no sandbox code, for a real API. */
  readonly VITE_API_MOCKING?: 'on' | 'off';
  /** The merchant API root; overrides the host rule. */
  readonly VITE_API_ROOT?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
