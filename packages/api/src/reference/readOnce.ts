/** Reference lists change with a release, not a session: read once, then served from cache. */
export const readOnce = { revalidateIfStale: false } as const;
