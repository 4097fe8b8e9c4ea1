import { useCallback, useMemo } from 'react';

/** Text values of a form, by field name. Files never go into a draft. */
export type DraftValues<Field extends string> = Partial<Record<Field, string>>;

export interface FormDraft<Field extends string> {
  /** The text kept from an earlier visit in this browser session, or undefined. */
  draft: DraftValues<Field> | undefined;
  /** Keeps these text values (the ones that differ from what is saved); null forgets them. */
  keep: (values: DraftValues<Field> | null) => void;
  /** Forgets the draft, e.g. once the form is saved. */
  clear: () => void;
}

/** Where a form's draft is kept: one entry per business and form. */
export function draftKey(businessId: string, form: string): string {
  return `formDraft:${businessId}:${form}`;
}

/** Reads a stored draft, keeping only string values of the named fields (anything else is dropped). */
export function readDraft<Field extends string>(
  key: string,
  fields: readonly Field[],
): DraftValues<Field> | undefined {
  let stored: unknown;
  try {
    stored = JSON.parse(sessionStorage.getItem(key) ?? 'null');
  } catch {
    return undefined;
  }
  if (typeof stored !== 'object' || stored === null) return undefined;
  const draft: DraftValues<Field> = {};
  for (const field of fields) {
    const value: unknown = Reflect.get(stored, field);
    if (typeof value === 'string') draft[field] = value;
  }
  return Object.keys(draft).length > 0 ? draft : undefined;
}

/**
 * Keeps the unsaved text of a long form in session storage, per business, so a reload (or a
 * visit to another page) does not lose what was typed. Session storage is cleared at sign-out
 * and dies with the tab, so a draft never outlives the session or reaches another user. Only
 * the named text fields are kept: files cannot be stored this way and are never attempted.
 *
 * The draft is read once per business and form; a screen applies it over the saved values and
 * reports changes back through `keep`.
 */
export function useFormDraft<Field extends string>(
  form: string,
  businessId: string,
  fields: readonly Field[],
): FormDraft<Field> {
  const key = businessId ? draftKey(businessId, form) : undefined;
  // Read once per key (pass `fields` as a module constant): later writes are this page's own.
  const draft = useMemo(() => (key ? readDraft(key, fields) : undefined), [key, fields]);

  const clear = useCallback(() => {
    if (key) sessionStorage.removeItem(key);
  }, [key]);

  const keep = useCallback(
    (values: DraftValues<Field> | null) => {
      if (!key) return;
      const kept: DraftValues<Field> = {};
      for (const field of fields) {
        const value = values?.[field];
        if (typeof value === 'string') kept[field] = value;
      }
      if (Object.keys(kept).length === 0) sessionStorage.removeItem(key);
      else sessionStorage.setItem(key, JSON.stringify(kept));
    },
    [key, fields],
  );

  return { draft, keep, clear };
}
