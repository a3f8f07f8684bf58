// Public API of @semaphore-console/ui. Every export is named here (no `export *`).
import './theme/global.css';

export { vars } from './theme/contract.css';
export { lightTheme, darkTheme } from './theme/theme.css';
export { lightTokens, darkTokens, ansiColorNames } from './theme/tokens';
export type { ThemeTokens, AnsiPalette, ToneColors } from './theme/tokens';

export { UiStringsProvider, useUiStrings, defaultUiStrings } from './strings/UiStrings';
export type { UiStrings, UiStringsProviderProps } from './strings/UiStrings';

export { Button, IconButton } from './components/Button';
export type { ButtonProps, ButtonVariant, IconButtonProps } from './components/Button';
export { button as buttonRecipe } from './components/Button.css';

export { TextField } from './components/TextField';
export type {
  TextFieldProps,
  SingleLineTextFieldProps,
  MultilineTextFieldProps,
} from './components/TextField';

export { Dialog, DialogClose, OWNS_ESCAPE } from './components/Dialog';
export type { DialogProps } from './components/Dialog';

export { Alert } from './components/Alert';
export type { AlertProps, AlertTone } from './components/Alert';

export { SnackbarProvider, useSnackbar } from './components/Snackbar';
export type {
  SnackbarApi,
  SnackbarMessage,
  SnackbarProviderProps,
  SnackbarTone,
} from './components/Snackbar';

export { Switch } from './components/Switch';
export type { SwitchProps } from './components/Switch';

export { Checkbox } from './components/Checkbox';
export type { CheckboxProps } from './components/Checkbox';

export {
  Menu,
  MenuItem,
  MenuCheckboxItem,
  MenuRadioGroup,
  MenuRadioItem,
  MenuSeparator,
  MenuLabel,
  MenuSub,
} from './components/Menu';
export type {
  MenuProps,
  MenuItemProps,
  MenuCheckboxItemProps,
  MenuRadioGroupProps,
  MenuRadioItemProps,
  MenuSubProps,
} from './components/Menu';

export { Select } from './components/Select';
export type { SelectProps, SelectOption } from './components/Select';

export { Table } from './components/Table';
export {
  stacked as stackedTableClass,
  stackedFixed as stackedTableFixedCellClass,
} from './components/Table.css';
export type { TableProps, TableColumn } from './components/Table';

export { DelayedProgress } from './components/DelayedProgress';
export type { DelayedProgressProps } from './components/DelayedProgress';

export { Avatar } from './components/Avatar';
export type { AvatarProps, AvatarColor } from './components/Avatar';

export { Badge } from './components/Badge';
export type { BadgeProps, BadgeTone } from './components/Badge';

export { Tabs, TabList, Tab, TabPanel } from './components/Tabs';
export type { TabsProps, TabListProps, TabProps, TabPanelProps } from './components/Tabs';

export { Breadcrumbs } from './components/Breadcrumbs';
export type { BreadcrumbsProps, BreadcrumbItem } from './components/Breadcrumbs';

export { EmptyState } from './components/EmptyState';
export type { EmptyStateProps } from './components/EmptyState';

export { ConfirmDialog } from './components/ConfirmDialog';
export type { ConfirmDialogProps } from './components/ConfirmDialog';

export { Sheet } from './components/Sheet';
export type { SheetProps } from './components/Sheet';

export { VisuallyHidden } from './components/VisuallyHidden';

export { Tooltip } from './components/Tooltip';
export type { TooltipProps } from './components/Tooltip';
