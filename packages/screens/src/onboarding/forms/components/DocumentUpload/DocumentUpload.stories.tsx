import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { identityDocumentRules, logoRules } from '../../documents';
import { oversizedFile, pdfFile } from '../../fixtures';
import { chooseFile } from '../../storyHelpers';
import { DocumentUpload, type DocumentUploadProps } from './DocumentUpload';

function Stateful(args: DocumentUploadProps) {
  const [files, setFiles] = useState(args.value);
  return (
    <DocumentUpload
      {...args}
      value={files}
      onChange={(next) => {
        setFiles(next);
        args.onChange(next);
      }}
    />
  );
}

const meta: Meta<typeof DocumentUpload> = {
  title: 'Screens/OnboardingForms/Parts/DocumentUpload',
  component: DocumentUpload,
  args: { label: 'Proof of address', value: [], onChange: fn(), rules: identityDocumentRules },
  render: (args) => <Stateful {...args} />,
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('PNG, JPG, JPEG or PDF, 5 MB at most'),
    ).toBeVisible();
  },
};

/** A document saved earlier counts as present and is named. */
export const Saved: Story = {
  args: { required: true, saved: { name: 'utility-bill.pdf' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Saved')).toBeVisible();
    await expect(canvas.getByText('utility-bill.pdf')).toBeVisible();
  },
};

/** Choosing a new file over a saved one: the saved one will be replaced on Save. */
export const Replacing: Story = {
  args: { saved: { name: 'utility-bill.pdf' } },
  play: async ({ canvasElement, args }) => {
    const file = pdfFile('new-bill.pdf');
    await chooseFile(canvasElement, 'Proof of address', file);
    await expect(args.onChange).toHaveBeenCalledWith([file]);
    await expect(within(canvasElement).getByText('Will be replaced')).toBeVisible();
  },
};

/** Too large: refused with the spec's text; the value is untouched. */
export const TooLarge: Story = {
  play: async ({ canvasElement, args }) => {
    await chooseFile(canvasElement, 'Proof of address', oversizedFile('scan.pdf', 5));
    await expect(within(canvasElement).getByText('Document should be 5bm or less')).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const LogoRules: Story = {
  args: { label: 'Business logo', optional: true, rules: logoRules },
  play: async ({ canvasElement }) => {
    await chooseFile(canvasElement, 'Business logo', pdfFile('logo.pdf'));
    await expect(
      within(canvasElement).getByText('Logo should be a png, jpg or jpeg file'),
    ).toBeVisible();
  },
};

export const WithError: Story = {
  args: { required: true, error: 'Proof of address is required' },
};
