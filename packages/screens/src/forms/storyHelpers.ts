import { expect, userEvent, within } from 'storybook/test';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The control named by `label`, ignoring the required asterisk or the "(optional)" marker. */
export function inputByLabel(root: HTMLElement, label: string): HTMLInputElement {
  return within(root).getByLabelText(new RegExp(`^${escape(label)}(\\*| \\(optional\\))?$`));
}

/** Types into the labelled control, then tabs away so on-touch validation runs. */
export async function typeAndLeave(root: HTMLElement, label: string, text: string) {
  const input = inputByLabel(root, label);
  await userEvent.click(input);
  if (text !== '') await userEvent.type(input, text);
  await userEvent.tab();
}

/**
 * The stories of a form's validation messages, one per message: `showsMessage(field, value,
 * message)` types `value` into the field labelled `labels[field]`, leaves it, reads the exact
 * `message`, sees the field marked invalid, then checks that `blocked` holds (Save pressed in
 * vain, or Next disabled) and that nothing was submitted.
 */
export function messageStories<Labels extends Record<string, string>>(
  labels: Labels,
  blocked: (root: HTMLElement) => Promise<void>,
) {
  return (field: keyof Labels, value: string, message: string) => ({
    play: async ({
      canvasElement,
      args,
    }: {
      canvasElement: HTMLElement;
      args: { onSubmit: unknown };
    }) => {
      const label = labels[field] as string;
      await typeAndLeave(canvasElement, label, value);
      await expect(within(canvasElement).getByText(message)).toBeVisible();
      await expect(inputByLabel(canvasElement, label)).toHaveAttribute('aria-invalid', 'true');
      await blocked(canvasElement);
      await expect(args.onSubmit).not.toHaveBeenCalled();
    },
  });
}

/** Fills a form field by field, in the order `values` lists them, leaving each as a user would. */
export async function fillForm<Field extends string>(
  root: HTMLElement,
  labels: Record<Field, string>,
  values: Partial<Record<Field, string>>,
) {
  for (const [field, text] of Object.entries(values) as Array<[Field, string]>) {
    await typeAndLeave(root, labels[field], text);
  }
}
