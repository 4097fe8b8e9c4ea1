import { useId, type ReactNode } from 'react';
import { Card } from '@merchant/ui';
import { SectionHeader, SectionTitle } from './SettingsSection.styles';

export interface SettingsSectionProps {
  /** The section's heading; it names the region. */
  title: string;
  /** Actions beside the heading, e.g. 'Edit role'. */
  actions?: ReactNode;
  /** The section's content. */
  children: ReactNode;
}

/** A titled card of a settings page, exposed as a named region. */
export function SettingsSection({ title, actions, children }: SettingsSectionProps) {
  const titleId = useId();
  return (
    <Card>
      <section aria-labelledby={titleId}>
        <SectionHeader>
          <SectionTitle id={titleId}>{title}</SectionTitle>
          {actions}
        </SectionHeader>
        {children}
      </section>
    </Card>
  );
}
