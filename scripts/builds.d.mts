/** The types of builds.mjs, for the TypeScript that reads its builds. */
export declare const EXAMPLE_API_ROOT: string;
export type BuildName = 'production' | 'demo' | 'realApi';
export declare const BUILDS: Record<
  BuildName,
  { mode: string; env: Record<string, string>; outDir: string; manifest?: boolean }
>;
export declare function built(name: BuildName): Promise<string>;
