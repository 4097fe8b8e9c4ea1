import { userEvent, within } from 'storybook/test';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The input named by `label`, ignoring the required asterisk that sits inside the label. */
export function inputByLabel(root: HTMLElement, label: string): HTMLInputElement {
  return within(root).getByLabelText(new RegExp(`^${escape(label)}\\*?$`));
}

/** Types into the labelled input, then tabs away so on-touch validation runs. */
export async function typeAndLeave(root: HTMLElement, label: string, text: string) {
  const input = inputByLabel(root, label);
  await userEvent.click(input);
  if (text !== '') await userEvent.type(input, text);
  await userEvent.tab();
}
