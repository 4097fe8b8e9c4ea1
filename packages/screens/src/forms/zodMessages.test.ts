// zod classic, with its English locale, is what these messages copy; tests only.
import * as classic from 'zod';
import { expect, it } from 'vitest';
import { invalidOption, tooFewItems, tooLong, tooManyItems, tooShort } from './zodMessages';

const messageOf = (schema: classic.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues[0]?.message;

it("copies zod classic's English messages word for word", () => {
  expect(tooShort(6)).toBe(messageOf(classic.string().min(6), 'a'));
  expect(tooLong(3)).toBe(messageOf(classic.string().max(3), 'abcd'));
  expect(tooFewItems(1)).toBe(messageOf(classic.array(classic.string()).min(1), []));
  expect(tooManyItems(1)).toBe(messageOf(classic.array(classic.string()).max(1), ['a', 'b']));
  expect(invalidOption(['', 'AUTH'])).toBe(messageOf(classic.enum(['', 'AUTH']), 'x'));
  expect(invalidOption(['Individual', 'Company'])).toBe(
    messageOf(classic.enum(['Individual', 'Company']), ''),
  );
});
