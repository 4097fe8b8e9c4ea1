import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { pdfFile } from '../fixtures';
import { typeInto, upload } from '../storyHelpers';
import { DirectorForm } from './DirectorForm';

const meta: Meta<typeof DirectorForm> = {
  title: 'Screens/KYC/DirectorForm',
  component: DirectorForm,
  args: { onSubmit: fn(), submitState: 'idle' },
};
export default meta;
type Story = StoryObj<typeof meta>;

const form = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('form', { name: "Director's Information" });

export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const root = form(canvasElement);
    const passport = pdfFile('passport.pdf');
    await typeInto(root, "Director's name", 'Adaeze Okafor');
    await typeInto(root, 'ID number', 'A09876543');
    await upload(root, 'Identification document', passport);
    await userEvent.click(within(root).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        directorname: 'Adaeze Okafor',
        idnumber: 'A09876543',
        id: passport,
      }),
    );
  },
};

export const ServerError: Story = {
  args: {
    submitState: 'error',
    errorMessage: "The director's name, ID number and ID document are required",
  },
  play: async ({ canvasElement }) => {
    await expect(within(form(canvasElement)).getByRole('alert')).toHaveTextContent(
      "The director's name, ID number and ID document are required",
    );
  },
};
