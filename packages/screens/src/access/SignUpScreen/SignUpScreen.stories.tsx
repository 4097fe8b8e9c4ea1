import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { signUpInputFixture } from '../fixtures';
import { fillForm, messageStories, typeAndLeave } from '../../forms/storyHelpers';
import { SignUpScreen } from './SignUpScreen';
import { signUpLabels, signUpMessages } from './SignUpScreen.schema';

const meta: Meta<typeof SignUpScreen> = {
  title: 'Screens/Access/SignUp',
  component: SignUpScreen,
  parameters: { layout: 'fullscreen' },
  args: { onSubmit: fn(), onPasswordMismatch: fn(), submitState: 'idle' },
};
export default meta;
type Story = StoryObj<typeof meta>;

const next = (root: HTMLElement) => within(root).getByRole('button', { name: 'Next' });

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Create an Account' }),
    ).toBeVisible();
    await expect(canvas.getByText('+234')).toBeVisible();
    await expect(next(canvasElement)).toBeDisabled();
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/');
  },
};

export const Submits: Story = {
  play: async ({ args, canvasElement }) => {
    await fillForm(canvasElement, signUpLabels, signUpInputFixture());

    await expect(next(canvasElement)).toBeEnabled();
    await userEvent.click(next(canvasElement));

    await expect(args.onSubmit).toHaveBeenCalledWith({
      firstName: 'Ada Mary',
      lastName: 'Okafor',
      userEmail: 'ada@adastores.ng',
      MobileNumber: '+2348012345678',
      name: 'Ada Stores',
      password: 'Secret@123',
      confirmpassword: 'Secret@123',
    });
    await expect(args.onPasswordMismatch).not.toHaveBeenCalled();
  },
};

export const NextWaitsForEveryField: Story = {
  play: async ({ canvasElement }) => {
    const { confirmpassword: _, ...allButLast } = signUpInputFixture();
    await fillForm(canvasElement, signUpLabels, allButLast);
    await expect(next(canvasElement)).toBeDisabled();

    await typeAndLeave(canvasElement, signUpLabels.confirmpassword, 'Secret@123');
    await expect(next(canvasElement)).toBeEnabled();
  },
};

export const NextDisabledWhileAnErrorShows: Story = {
  play: async ({ args, canvasElement }) => {
    await fillForm(canvasElement, signUpLabels, signUpInputFixture({ lastName: 'Okafor2' }));

    await expect(within(canvasElement).getByText(signUpMessages.lastNameAlphabet)).toBeVisible();
    await expect(next(canvasElement)).toBeDisabled();
    await userEvent.click(next(canvasElement), { pointerEventsCheck: 0 });
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** One story per validation message: Next stays disabled. */
const showsMessage = messageStories(signUpLabels, (root) => expect(next(root)).toBeDisabled());

export const FirstNameRequired = showsMessage(
  'firstName',
  '',
  'First and middle name is required!',
);
export const FirstNameAlphabet = showsMessage(
  'firstName',
  'Ada2',
  'First and middle name must only contain alphabet',
);
export const LastNameRequired = showsMessage('lastName', '', 'Last name is required!');
export const LastNameAlphabet = showsMessage(
  'lastName',
  'Oka-for',
  'Last name must only contain alphabet',
);
export const EmailRequired = showsMessage('userEmail', '', 'Please enter your email');
export const EmailInvalid = showsMessage('userEmail', 'ada@example', 'Please enter a valid email');
export const MobileRequired = showsMessage('MobileNumber', '', 'Please enter your mobile number');
export const MobileDigitsOnly = showsMessage(
  'MobileNumber',
  '80123x5678',
  'mobile number should contain number',
);
export const MobileTenDigits = showsMessage(
  'MobileNumber',
  '801234',
  'Mobile number must contain 10 character',
);
export const BusinessNameRequired = showsMessage('name', '', 'Please enter business name');
export const PasswordRequired = showsMessage('password', '', 'Password is required!');
export const PasswordTooWeak = showsMessage(
  'password',
  'secret123',
  'Password must contain atleast one lowercase, uppercase, digit & special case letter{.!@#$&*_}.',
);
export const ConfirmPasswordRequired = showsMessage(
  'confirmpassword',
  '',
  'Confirm password is required!',
);

export const ConfirmPasswordMismatch: Story = {
  play: async ({ canvasElement }) => {
    await typeAndLeave(canvasElement, signUpLabels.password, 'Secret@123');
    await typeAndLeave(canvasElement, signUpLabels.confirmpassword, 'Secret@124');

    await expect(within(canvasElement).getByText('Password does not match')).toBeVisible();
    await expect(next(canvasElement)).toBeDisabled();
  },
};

export const PasswordChangedAfterConfirming: Story = {
  play: async ({ args, canvasElement }) => {
    await fillForm(canvasElement, signUpLabels, signUpInputFixture());
    await typeAndLeave(canvasElement, signUpLabels.password, '4');
    await expect(next(canvasElement)).toBeEnabled();

    await userEvent.click(next(canvasElement));

    await expect(args.onPasswordMismatch).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(within(canvasElement).getByText('Password does not match')).toBeVisible();
  },
};

export const SubmitPending: Story = {
  args: { submitState: 'pending' },
  play: async ({ args, canvasElement }) => {
    await fillForm(canvasElement, signUpLabels, signUpInputFixture());
    const button = next(canvasElement);
    await expect(button).toHaveAttribute('aria-busy', 'true');

    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerError: Story = {
  args: { submitState: 'error', errorMessage: 'User with this email already exists' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'User with this email already exists',
    );
  },
};
