import { Skeleton } from '@merchant/ui';
import { SettingsActions, SettingsForm } from '../../components/SettingsSection.styles';
import { InlineBar } from '../../../layout/inlineBar';
import { FieldSpace, TextLine } from '../BusinessSettingsScreen.styles';

const FIELD_LABEL_WIDTHS = ['7em', '8em'];

/** The password form's shape while its code loads: two labelled fields and the button. */
export function PasswordFormSkeleton() {
  return (
    <SettingsForm as="div" aria-hidden="true">
      {FIELD_LABEL_WIDTHS.map((width) => (
        <FieldSpace key={width}>
          <TextLine>
            <InlineBar width={width} height="1em" />
          </TextLine>
          <Skeleton shape="block" height={40} />
        </FieldSpace>
      ))}
      <SettingsActions>
        <Skeleton shape="block" width="9em" height={40} />
      </SettingsActions>
    </SettingsForm>
  );
}
