// Apart from operation.ts, whose helpers build zod schemas when loaded: the sign-in page's first
// bundle holds the client (http.ts) but must not pay for zod (docs/adr/005).

/** The concrete path of a call: each `{param}` replaced by its encoded value. */
export function pathOf(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter '${name}' of ${path}`);
    return encodeURIComponent(String(value));
  });
}
