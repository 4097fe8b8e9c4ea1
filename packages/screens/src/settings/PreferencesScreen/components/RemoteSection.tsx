import type { ReactNode } from 'react';
import { ErrorState, LoadingRegion } from '@merchant/ui';
import type { RemoteData } from '../../../types';
import { SettingsSection } from '../../components/SettingsSection';

/**
 * A preferences section, its content once its read answers. While it loads, `placeholder` stands
 * in: the size of what replaces it, so nothing below moves when it arrives (layout-shift.spec.ts).
 */
export function RemoteSection<T>({
  title,
  data,
  placeholder,
  children,
}: {
  title: string;
  data: RemoteData<T>;
  placeholder: ReactNode;
  children: (value: T) => ReactNode;
}) {
  let content: ReactNode;
  if (data.status === 'loading')
    content = <LoadingRegion label="Loading preferences">{placeholder}</LoadingRegion>;
  else if (data.status === 'error')
    content = <ErrorState message={data.message} onRetry={data.onRetry} />;
  else content = children(data.data);
  return <SettingsSection title={title}>{content}</SettingsSection>;
}
