import type { Mock } from 'storybook/test';

/**
 * A story's `beforeEach` (stories only): `writeText`, cleared, stands in for the clipboard's,
 * so a Copy button can be checked; the clipboard is taken away again after the story.
 */
export const withClipboard = (writeText: Mock<(text: string) => Promise<void>>) => () => {
  writeText.mockClear();
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
  return () => {
    Reflect.deleteProperty(navigator, 'clipboard');
  };
};
