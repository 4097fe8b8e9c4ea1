import { useWatch } from 'react-hook-form';
import { CopyButton } from '@merchant/ui';
import { FormFileUpload, FormTextField } from '../../../forms/fields';
import {
  MAX_PRODUCT_IMAGES,
  newProductMessages,
  type NewProductControl,
} from '../NewProductScreen.schema';
import { Section, SectionTitle, UrlRow } from '../NewProductScreen.styles';

const IMAGE_TYPES = ['image/*'] as const;

/** 'Product link and images': the product's URL with a copy button, and up to six images. */
export function LinkAndImagesSection({ control }: { control: NewProductControl }) {
  const url = useWatch({ control, name: 'url' });
  return (
    <Section>
      <SectionTitle>Product link and images</SectionTitle>
      <UrlRow>
        <FormTextField
          control={control}
          name="url"
          label="Product URL"
          optional
          type="url"
          autoComplete="off"
        />
        <CopyButton
          value={url.trim()}
          copiedLabel="Copied."
          resetAfterMs={2000}
          aria-label="Copy product URL"
          disabled={url.trim() === ''}
        />
      </UrlRow>
      <FormFileUpload
        control={control}
        name="images"
        label="Product image"
        required
        multiple
        maxFiles={MAX_PRODUCT_IMAGES}
        accept={IMAGE_TYPES}
        typeMessage={newProductMessages.imageType}
        countMessage={newProductMessages.imageCount}
        helpText="Add up to 6 high quality product images"
      />
    </Section>
  );
}
