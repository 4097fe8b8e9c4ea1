/** A multipart body from a flat record: text as is, files as files, absent values left out. */
export function toFormData(
  fields: Record<string, string | number | boolean | Blob | undefined>,
): FormData {
  const form = new FormData();
  Object.entries(fields).forEach(([name, value]) => {
    if (value === undefined) return;
    form.append(name, value instanceof Blob ? value : String(value));
  });
  return form;
}
