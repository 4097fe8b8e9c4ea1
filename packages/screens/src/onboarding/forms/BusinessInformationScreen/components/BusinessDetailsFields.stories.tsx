import type { Meta, StoryObj } from '@storybook/react-vite';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { expect, userEvent, within } from 'storybook/test';
import { Fields } from '../../components/OnboardingForm.styles';
import {
  businessFormDefaults,
  businessInformationSchema,
  businessLabels,
  businessValuesFrom,
  type BusinessFormValues,
} from '../BusinessInformationScreen.schema';
import { BusinessDetailsFields } from './BusinessDetailsFields';

/** The fields in a form of their own, bound and spaced as the screen binds and spaces them. */
function BoundDetails() {
  const { control } = useForm<BusinessFormValues>({
    mode: 'onTouched',
    resolver: zodResolver(businessInformationSchema),
    defaultValues: businessFormDefaults(businessValuesFrom(undefined), undefined),
  });
  return (
    <form aria-label="Business details" noValidate>
      <Fields>
        <BusinessDetailsFields control={control} />
      </Fields>
    </form>
  );
}

const meta: Meta<typeof BusinessDetailsFields> = {
  title: 'Screens/OnboardingForms/BusinessInformation/BusinessDetailsFields',
  component: BusinessDetailsFields,
  parameters: { layout: 'padded' },
  render: () => <BoundDetails />,
};
export default meta;
type Story = StoryObj<typeof meta>;

/** Every text field of the business, labelled as the spec names it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const label of [businessLabels.description, businessLabels.address, businessLabels.city])
      await expect(canvas.getByLabelText(label, { exact: false })).toBeVisible();
  },
};

/** A required field left empty says so at the field once it is left. */
export const RequiredOnLeave: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const description = canvas.getByLabelText(businessLabels.description, { exact: false });
    await userEvent.click(description);
    await userEvent.tab();
    await expect(description).toHaveAttribute('aria-invalid', 'true');
  },
};
