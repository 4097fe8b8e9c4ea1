import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { fileSignature } from './fileContent';
import { FileUpload, type FileUploadProps } from './FileUpload';

const MB = 1024 * 1024;

/** A valid 2x2 PNG, so previews really decode. */
const PNG_BYTES = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGPQz/4PRAwQCgApigZl8AicaQAAAABJRU5ErkJggg==',
  ),
  (char) => char.charCodeAt(0),
);

const png = (name: string) => new File([PNG_BYTES], name, { type: 'image/png' });
/** A PDF of the given size: its signature, then padding. */
const pdf = (name: string, size = 2048) => {
  const head = fileSignature('pdf');
  return new File([head, new Uint8Array(size - head.length)], name, { type: 'application/pdf' });
};

/** A Windows program ('MZ', then NULs) renamed as a photo: its name and type both say PNG. */
const renamedProgram = (name: string) =>
  new File([Uint8Array.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00])], name, {
    type: 'image/png',
  });

/** Drops files on the zone the way a browser does: real DragEvents carrying a DataTransfer. */
function drop(target: HTMLElement, files: File[]) {
  const dataTransfer = new DataTransfer();
  for (const file of files) dataTransfer.items.add(file);
  for (const type of ['dragenter', 'dragover', 'drop']) {
    target.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer }));
  }
}

/** Holds the value like a form would and reports each change. */
function StatefulUpload(args: FileUploadProps) {
  const [files, setFiles] = useState(args.value);
  return (
    <FileUpload
      {...args}
      value={files}
      onChange={(next) => {
        setFiles(next);
        args.onChange(next);
      }}
    />
  );
}

const identityArgs = {
  label: 'Proof of address',
  accept: ['png', 'jpg', 'jpeg', 'pdf'],
  maxSize: 5 * MB,
  sizeMessage: 'Document should be 5bm or less',
  helpText: 'PNG, JPG or PDF, up to 5 MB.',
} satisfies Partial<FileUploadProps>;

const productArgs = {
  label: 'Product images',
  accept: ['image/*'],
  multiple: true,
  maxFiles: 6,
  helpText: 'Add up to 6 high quality product images',
} satisfies Partial<FileUploadProps>;

const meta: Meta<typeof FileUpload> = {
  title: 'UI/FileUpload',
  component: FileUpload,
  args: { ...identityArgs, value: [], onChange: fn(), onReject: fn() },
  render: (args) => <StatefulUpload {...args} />,
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const picker = canvas.getByRole('button', {
      name: 'Proof of address Choose a file or drag and drop here',
    });
    await expect(picker).toHaveAccessibleDescription('PNG, JPG or PDF, up to 5 MB.');
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('file input missing');
    await expect(input).toHaveAttribute('accept', '.png,.jpg,.jpeg,.pdf');

    const bill = pdf('utility-bill.pdf', 3 * 1024);
    await userEvent.upload(input, bill);

    // Accepted once its first bytes are read.
    await expect(await canvas.findByText('utility-bill.pdf')).toBeVisible();
    await expect(args.onChange).toHaveBeenCalledWith([bill]);
    await expect(canvas.getByText('3 KB')).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Proof of address Replace file or drag and drop here' }),
    ).toBeEnabled();
  },
};

export const KeyboardOpensPicker: Story = {
  play: async ({ canvasElement }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('file input missing');
    const openDialog = spyOn(input, 'click').mockImplementation(() => undefined);

    await userEvent.tab();
    await expect(
      within(canvasElement).getByRole('button', { name: /Choose a file/ }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');

    await expect(openDialog).toHaveBeenCalledTimes(2);
  },
};

export const SingleReplaces: Story = {
  args: { value: [pdf('old-bill.pdf')] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const fresh = png('new-bill.png');
    drop(canvas.getByRole('button', { name: /Replace file/ }), [fresh]);
    await expect(await canvas.findByText('new-bill.png')).toBeVisible();
    await expect(args.onChange).toHaveBeenCalledWith([fresh]);
    await expect(canvas.queryByText('old-bill.pdf')).toBeNull();
  },
};

export const WithImages: Story = {
  args: { ...productArgs, value: [png('front.png'), png('back.png')] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Chosen files' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    const previews = list.querySelectorAll('img');
    await expect(previews).toHaveLength(2);
    for (const preview of previews) {
      await expect(preview.src).toMatch(/^blob:/);
      await waitFor(() => expect(preview.naturalWidth).toBe(2));
    }
    await expect(canvas.getByRole('button', { name: 'Remove front.png' })).toBeVisible();
  },
};

export const AddByDrop: Story = {
  args: { ...productArgs, value: [png('front.png')] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const side = png('side.png');
    const top = png('top.png');
    drop(
      canvas.getByRole('button', { name: 'Product images Choose files or drag and drop here' }),
      [side, top],
    );
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith([expect.any(File), side, top]));
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

export const WrongTypeRejected: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const picker = canvas.getByRole('button', { name: /Choose a file/ });

    drop(picker, [new File(['GIF89a'], 'scan.gif', { type: 'image/gif' })]);

    await expect(await canvas.findByText('File type is not allowed')).toBeVisible();
    await expect(canvas.getByText('(scan.gif)')).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(args.onReject).toHaveBeenCalledWith([
      expect.objectContaining({ reason: 'type', message: 'File type is not allowed' }),
    ]);
    await expect(picker).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** A name and a type are the sender's word, so the first bytes decide what a file is. */
export const RenamedFileRejected: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('file input missing');

    await userEvent.upload(input, renamedProgram('passport.png'));

    await expect(await canvas.findByText('File type is not allowed')).toBeVisible();
    await expect(canvas.getByText('(passport.png)')).toBeVisible();
    await expect(args.onReject).toHaveBeenCalledWith([
      expect.objectContaining({ reason: 'type', message: 'File type is not allowed' }),
    ]);
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.getByRole('button', { name: /Choose a file/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const TooLargeRejected: Story = {
  args: {
    label: 'Logo',
    accept: ['png', 'jpg', 'jpeg'],
    maxSize: MB,
    sizeMessage: 'Document should be 1mb or less',
    helpText: 'PNG or JPG, up to 1 MB.',
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('file input missing');

    const head = fileSignature('png');
    await userEvent.upload(
      input,
      new File([head, new Uint8Array(MB + 1 - head.length)], 'logo.png', { type: 'image/png' }),
    );

    await expect(await canvas.findByText('Document should be 1mb or less')).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: /Choose a file/ })).toHaveAccessibleDescription(
      /Document should be 1mb or less/,
    );
  },
};

export const AtMaxCount: Story = {
  args: {
    ...productArgs,
    value: ['1', '2', '3', '4', '5', '6'].map((n) => png(`image-${n}.png`)),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const picker = canvas.getByRole('button', {
      name: 'Product images Maximum of 6 files reached',
    });
    await expect(picker).toBeDisabled();
    drop(picker, [png('seventh.png')]);
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(6);
  },
};

export const OverMaxCountRejected: Story = {
  args: {
    ...productArgs,
    value: ['1', '2', '3', '4', '5'].map((n) => png(`image-${n}.png`)),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const sixth = png('sixth.png');
    drop(canvas.getByRole('button', { name: /Choose files/ }), [sixth, png('seventh.png')]);

    await expect(await canvas.findByText('You can add up to 6 files')).toBeVisible();
    await expect(args.onChange).toHaveBeenCalledWith([...args.value, sixth]);
    await expect(canvas.getByRole('button', { name: /Maximum of 6 files reached/ })).toBeDisabled();
    // Filling the last slot disables the picker, so focus moves to the newest remove button.
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Remove sixth.png' })).toHaveFocus(),
    );
  },
};

export const Removal: Story = {
  args: { ...productArgs, value: [png('front.png'), pdf('spec-sheet.pdf')] },
  beforeEach: () => {
    const revoke = spyOn(URL, 'revokeObjectURL');
    return () => revoke.mockRestore();
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const preview = canvas.getByRole('list').querySelector('img');
    if (!preview) throw new Error('preview missing');
    const previewUrl = preview.src;

    await userEvent.click(canvas.getByRole('button', { name: 'Remove front.png' }));

    await expect(args.onChange).toHaveBeenCalledWith([args.value[1]]);
    await expect(canvas.queryByText('front.png')).toBeNull();
    await expect(URL.revokeObjectURL).toHaveBeenCalledWith(previewUrl);
    await expect(canvas.getByRole('button', { name: /Choose files/ })).toHaveFocus();
  },
};

export const WithExternalError: Story = {
  args: { error: 'Proof of address is required', required: true },
  play: async ({ canvasElement }) => {
    const picker = within(canvasElement).getByRole('button', { name: /Proof of address/ });
    await expect(picker).toHaveAttribute('aria-invalid', 'true');
    await expect(picker).toHaveAccessibleDescription(
      'PNG, JPG or PDF, up to 5 MB. Proof of address is required',
    );
  },
};

export const Optional: Story = {
  args: { label: 'Operating license', optional: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', {
        name: 'Operating license (optional) Choose a file or drag and drop here',
      }),
    ).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true, value: [pdf('utility-bill.pdf')] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Replace file/ })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Remove utility-bill.pdf' })).toBeDisabled();
  },
};
