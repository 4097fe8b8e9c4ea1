// The public API of @merchant/ui. Every export is listed by name; exports.test.ts pins the list.
export * from './tokens';
export { GlobalStyle, ThemeProvider } from './theme';
export type { ThemeName, ThemeProviderProps } from './theme';

export { Button } from './components/Button';
export type { ButtonProps, ButtonVariant, ButtonSize } from './components/Button';
export { Link, LinkProvider, useRenderLink } from './components/Link';
export type { LinkProps, LinkProviderProps, LinkComponentProps } from './components/Link';
export { Spinner } from './components/Spinner';
export type { SpinnerProps } from './components/Spinner';
export * from './icons';
export { money, formatAmount, formatCount, percentChange, toAmount } from './format';
export { formatDate, relativeTime, parseDate, datePatterns, orNA } from './format';
export type {
  MoneyDisplay,
  MoneyOptions,
  AmountInput,
  DatePatternName,
  DateInput,
  DisplayValue,
} from './format';
export { Card } from './components/Card';
export type { CardProps, CardPadding } from './components/Card';
export { EmptyState } from './components/EmptyState';
export type { EmptyStateProps } from './components/EmptyState';
export { ErrorState } from './components/ErrorState';
export type { ErrorStateProps } from './components/ErrorState';
export { DescriptionList } from './components/DescriptionList';
export type {
  DescriptionListProps,
  DescriptionListEntry,
  DescriptionListColumns,
} from './components/DescriptionList';
export { Banner } from './components/Banner';
export type { BannerProps } from './components/Banner';
export { Field, Fieldset, FieldError, FieldHelp, VisuallyHidden } from './components/Field';
export type {
  FieldProps,
  FieldControlProps,
  FieldsetProps,
  FieldErrorProps,
  FieldHelpProps,
} from './components/Field';
export { TextField, TEXT_MAX_LENGTH } from './components/TextField';
export type { TextFieldProps } from './components/TextField';
