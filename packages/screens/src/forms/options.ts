import type { SelectOption } from '@merchant/ui';

/** Choices from a reference list: each item shows its `name` and sends its `key` (id, code…). */
export function namedOptions<Item extends { name: string }>(
  items: readonly Item[],
  key: { [K in keyof Item]: Item[K] extends string ? K : never }[keyof Item],
): SelectOption[] {
  return items.map((item) => ({ value: item[key] as string, label: item.name }));
}

/** Choices from a fixed list of words, each shown as it is sent (genders, account types). */
export const wordOptions = (words: readonly string[]): SelectOption[] =>
  words.map((word) => ({ value: word, label: word }));
