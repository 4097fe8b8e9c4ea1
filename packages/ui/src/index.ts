// The public API of @merchant/ui. Every export is listed by name; exports.test.ts pins the list.
export * from './tokens';
export { GlobalStyle, ThemeProvider } from './theme';
export { stack, cluster, spread, endActions, autoGrid, bareList } from './layout';
export type { SpaceStep } from './layout';
export type { ThemeName, ThemeProviderProps } from './theme';

export { Button } from './components/Button';
export type { ButtonProps, ButtonVariant, ButtonSize } from './components/Button';
export {
  Link,
  LinkProvider,
  useRenderLink,
  safeExternalUrl,
  UNSAFE_LINK_NOTE,
} from './components/Link';
export type { LinkProps, LinkProviderProps, LinkComponentProps } from './components/Link';
export { Spinner } from './components/Spinner';
export type { SpinnerProps } from './components/Spinner';
export * from './icons';
export { useNearViewport } from './hooks/useNearViewport';
export { afterPaint } from './hooks/afterPaint';
export { lazyPart, preloadLazyParts, usePreload } from './hooks/lazyPart';
export type { LazyPart } from './hooks/lazyPart';
export { money, formatAmount, formatCount, percentChange, toAmount } from './format';
export { formatDate, relativeTime, parseDate, datePatterns, orNA } from './format';
export {
  PHONE_PREFIX,
  PHONE_NATIONAL_LENGTH,
  toInternationalPhone,
  toNationalPhone,
} from './format';
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
export { OfflineStamp } from './components/OfflineStamp';
export type { OfflineStampProps } from './components/OfflineStamp';
export { DisabledReason, OfflineGated } from './components/DisabledReason';
export type { DisabledReasonProps, OfflineGatedProps } from './components/DisabledReason';
export {
  DataSaverProvider,
  NetworkProvider,
  useDataSaver,
  useNetwork,
  useOfflineGate,
} from './network';
export type { NetworkProviderProps, OfflineGate } from './network';
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
export { PasswordField } from './components/PasswordField';
export type { PasswordFieldProps } from './components/PasswordField';
export { Stepper } from './components/Stepper';
export type { StepperProps, StepState } from './components/Stepper';
export { ChecklistItem } from './components/ChecklistItem';
export type { ChecklistItemProps } from './components/ChecklistItem';
export { Modal, ModalCloseButton } from './components/Modal';
export type { ModalProps, ModalSize, ModalCloseButtonProps } from './components/Modal';
export { CommandPalette } from './components/CommandPalette';
export type {
  CommandPaletteGroup,
  CommandPaletteItem,
  CommandPaletteProps,
} from './components/CommandPalette';
export { PhoneField } from './components/PhoneField';
export type { PhoneFieldProps } from './components/PhoneField';
export { Textarea, TEXTAREA_MAX_LENGTH } from './components/Textarea';
export type { TextareaProps } from './components/Textarea';
export { Select } from './components/Select';
export type { SelectProps, SelectOption } from './components/Select';
export { Sidebar } from './components/Sidebar';
export type { SidebarProps, SidebarGroup, SidebarItem } from './components/Sidebar';
export { BusinessSwitcher } from './components/BusinessSwitcher';
export type { BusinessSwitcherProps, Business } from './components/BusinessSwitcher';
export { CurrencySelect } from './components/CurrencySelect';
export type { CurrencySelectProps, Currency } from './components/CurrencySelect';
export { CHOICE_ROW_HEIGHT, Checkbox } from './components/Checkbox';
export type { CheckboxProps } from './components/Checkbox';
export { Popover } from './components/Popover';
export type { PopoverProps, PopoverCloseReason } from './components/Popover';
export { Menu } from './components/Menu';
export type { MenuProps, MenuItem, MenuTriggerVariant } from './components/Menu';
export { DataTable } from './components/DataTable';
export type {
  DataTableProps,
  DataTableColumn,
  DataTableSort,
  DataTablePageState,
  DataTableServerPagination,
  DataTableError,
  RowActionsRenderer,
  SortKind,
  SortDirection,
} from './components/DataTable';
export { Pagination, PAGE_SIZE_OPTIONS } from './components/Pagination';
export type { PaginationProps } from './components/Pagination';
export { IconButton } from './components/IconButton';
export type { IconButtonProps, IconButtonVariant } from './components/IconButton';
export { ToastProvider, TOAST_DURATION_MS, useToast } from './components/Toasts';
export type { ToastProviderProps, ToastApi, ToastOptions, ToastTone } from './components/Toasts';
export { Badge } from './components/Badge';
export type { BadgeProps, BadgeSize } from './components/Badge';
export { ConfirmDialog } from './components/ConfirmDialog';
export type { ConfirmDialogProps } from './components/ConfirmDialog';
export {
  StatusBadge,
  defineStatusMap,
  resolveStatus,
  normalizeStatus,
} from './components/StatusBadge';
export type {
  StatusBadgeProps,
  StatusMap,
  StatusMapEntry,
  StatusMapOptions,
} from './components/StatusBadge';
export { TopBar } from './components/TopBar';
export type { TopBarProps } from './components/TopBar';
export { LoadingRegion } from './components/LoadingRegion';
export type { LoadingRegionProps } from './components/LoadingRegion';
export { Skeleton } from './components/Skeleton';
export type { SkeletonProps, SkeletonShape } from './components/Skeleton';
export { ListHeader } from './components/ListHeader';
export type {
  ExportColumns,
  ListHeaderProps,
  ListExportFormat,
  ListPrimaryAction,
} from './components/ListHeader';
export { Tabs } from './components/Tabs';
export type { TabsProps, TabItem } from './components/Tabs';
export { NotificationBell } from './components/NotificationBell';
export type { NotificationBellProps, NotificationItem } from './components/NotificationBell';
export { PanelButton } from './components/PanelButton';
export type { PanelButtonProps } from './components/PanelButton';
export { RadioGroup } from './components/RadioGroup';
export type { RadioGroupProps, RadioOption, RadioGroupOrientation } from './components/RadioGroup';
export { Switch } from './components/Switch';
export type { SwitchProps } from './components/Switch';
export { CopyButton, copyText } from './components/CopyButton';
export type { CopyButtonProps } from './components/CopyButton';
export { AppShell } from './components/AppShell';
export type { AppShellProps, AppShellState } from './components/AppShell';
export { DateField } from './components/DateField';
export type { DateFieldProps } from './components/DateField';
export { EnvironmentSwitch } from './components/EnvironmentSwitch';
export type { EnvironmentSwitchProps } from './components/EnvironmentSwitch';
export { Tooltip } from './components/Tooltip';
export type { TooltipProps } from './components/Tooltip';
export { Drawer } from './components/Drawer';
export type { DrawerProps, DrawerSide, DrawerSize } from './components/Drawer';
export {
  DateRangeField,
  DATE_RANGE_ORDER_ERROR,
  EMPTY_DATE_RANGE,
  isDateRangeOrdered,
} from './components/DateRangeField';
export type { DateRangeFieldProps, DateRange } from './components/DateRangeField';
export { StatCard } from './components/StatCard';
export type { StatCardProps, ChangeDirection } from './components/StatCard';
export { FilterPanel, DATE_PRESETS, presetRange, matchPreset } from './components/FilterPanel';
export { normaliseFilters, countActiveFilters } from './components/FilterPanel';
export type {
  FilterPanelProps,
  FilterPanelValue,
  FilterSelectField,
  FilterTextField,
  DatePreset,
  DatePresetId,
} from './components/FilterPanel';
export { Avatar } from './components/Avatar';
export type { AvatarKind, AvatarProps, AvatarSize } from './components/Avatar';
export {
  FileUpload,
  validateFiles,
  matchesAccept,
  toAcceptAttribute,
  formatBytes,
  fileSignature,
  DEFAULT_TYPE_MESSAGE,
} from './components/FileUpload';
export type {
  BinaryKind,
  FileUploadProps,
  FileLike,
  FileRules,
  FileRuleMessages,
  FileRejection,
  FileRejectionReason,
  FileValidation,
} from './components/FileUpload';
export { AmountField, amountValue, groupAmount, sanitizeAmount } from './components/AmountField';
export type { AmountFieldProps } from './components/AmountField';
