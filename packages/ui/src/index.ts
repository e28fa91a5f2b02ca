/**
 * @sfi/ui — the SFI design system. One explicit barrel: every export is named here or in `css.ts`.
 *
 * CSS order: the reset comes with the theme (`themes/brand.css.ts` imports it first), then the
 * components' own styles. The theme is listed first so bundlers emit it, and the reset, before the
 * components. The barrel itself has no side effects: an app pays only for the components it imports
 * (plus the reset and theme, which come with `UIProvider` or `brandTheme`).
 */

// Theme and tokens: the styling API, also published without React as `@sfi/ui/css`.
export * from './css.ts';

// Setup
export { UIProvider, type UIProviderProps } from './components/UIProvider/UIProvider.tsx';
export { englishUIWords, type UIWords } from './components/UIProvider/words.ts';
export { useLeaveGuard, type LeaveGuard } from './components/UIProvider/LeaveGuard.tsx';
export { useElementWidth } from './hooks/useElementWidth.ts';
export { saveDownload } from './utils/saveDownload.ts';

// Layout and type
export { Box, type BoxProps } from './components/Box/Box.tsx';
export { Stack, stackAligns, type StackAlign, type StackProps } from './components/Stack/Stack.tsx';
export {
  Inline,
  inlineAligns,
  inlineAlignYs,
  type InlineAlign,
  type InlineAlignY,
  type InlineProps,
} from './components/Inline/Inline.tsx';
export { Grid, type GridColumns, type GridProps } from './components/Grid/Grid.tsx';
export {
  Heading,
  headingLevels,
  type HeadingLevel,
  type HeadingProps,
} from './components/Heading/Heading.tsx';
export {
  Text,
  textElements,
  textSizes,
  textTones,
  textWeights,
  type TextElement,
  type TextProps,
  type TextSize,
  type TextTone,
  type TextWeight,
} from './components/Text/Text.tsx';
export { VisuallyHidden, type VisuallyHiddenProps } from './components/VisuallyHidden/VisuallyHidden.tsx';

// Actions
export {
  Button,
  buttonSizes,
  buttonVariants,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
} from './components/Button/Button.tsx';
export { IconButton, type IconButtonProps } from './components/IconButton/IconButton.tsx';
export { ToggleButton, type ToggleButtonProps } from './components/ToggleButton/ToggleButton.tsx';
export { Link, type LinkProps } from './components/Link/Link.tsx';
export { PlainLink, type PlainLinkProps } from './components/Link/PlainLink.tsx';
export { ExternalMark } from './components/Link/ExternalMark.tsx';
export {
  Menu,
  MenuItem,
  MenuSection,
  MenuSeparator,
  MenuTrigger,
  menuItemTones,
  type MenuItemProps,
  type MenuItemTone,
  type MenuProps,
  type MenuSectionProps,
  type MenuTriggerProps,
} from './components/Menu/Menu.tsx';

// Forms
export {
  Description,
  FieldError,
  Form,
  Label,
  type DescriptionProps,
  type FieldErrorProps,
  type FormProps,
  type LabelProps,
} from './components/Form/Form.tsx';
export { TextField, type TextFieldProps } from './components/TextField/TextField.tsx';
export { TextArea, type TextAreaProps } from './components/TextArea/TextArea.tsx';
export {
  NumberField,
  numberFormats,
  type NumberFieldProps,
  type NumberFormat,
} from './components/NumberField/NumberField.tsx';
export { SearchField, type SearchFieldProps } from './components/SearchField/SearchField.tsx';
export { Select, SelectItem, type SelectProps } from './components/Select/Select.tsx';
export {
  ComboBox,
  ComboBoxItem,
  SearchComboBox,
  type ComboBoxProps,
  type SearchComboBoxProps,
} from './components/ComboBox/ComboBox.tsx';
export { type ListBoxItemProps as SelectItemProps } from './components/ListBox/ListBox.tsx';
export {
  Checkbox,
  CheckboxGroup,
  type CheckboxGroupProps,
  type CheckboxProps,
} from './components/Checkbox/Checkbox.tsx';
export {
  Radio,
  RadioGroup,
  type RadioGroupProps,
  type RadioProps,
} from './components/RadioGroup/RadioGroup.tsx';
export { Switch, type SwitchProps } from './components/Switch/Switch.tsx';
export {
  calendarDay,
  DatePicker,
  DateRangePicker,
  type DatePickerProps,
  type DateRangePickerProps,
} from './components/DatePicker/DatePicker.tsx';
export {
  DropZone,
  FileTrigger,
  fileMatches,
  type DropZoneProps,
  type FileTriggerProps,
} from './components/FileTrigger/FileTrigger.tsx';
export {
  PhotoUploadField,
  type PhotoUploadFieldProps,
  type PhotoUploadProgress,
} from './components/PhotoUploadField/PhotoUploadField.tsx';

// Feedback
export { Alert, alertTones, type AlertProps, type AlertTone } from './components/Alert/Alert.tsx';
export { Banner, bannerTones, type BannerProps, type BannerTone } from './components/Banner/Banner.tsx';
export { EmptyState, type EmptyStateProps } from './components/EmptyState/EmptyState.tsx';
export { LoadingDots, type LoadingDotsProps } from './components/LoadingDots/LoadingDots.tsx';
export {
  ProgressBar,
  progressBarTones,
  type ProgressBarProps,
  type ProgressBarTone,
} from './components/ProgressBar/ProgressBar.tsx';
export {
  Skeleton,
  skeletonShapes,
  type SkeletonProps,
  type SkeletonShape,
} from './components/Skeleton/Skeleton.tsx';
export {
  StatusBadge,
  statusBadgeTones,
  type StatusBadgeProps,
  type StatusBadgeTone,
} from './components/StatusBadge/StatusBadge.tsx';
export { SnackbarRegion, type SnackbarRegionProps } from './components/Snackbar/Snackbar.tsx';
export {
  DEFAULT_SNACKBAR_DURATION_MS,
  createSnackbar,
  snackbar,
  snackbarTones,
  type CreateSnackbarOptions,
  type SnackbarController,
  type SnackbarOptions,
  type SnackbarTone,
} from './components/Snackbar/snackbar.ts';

// Overlays
export {
  Dialog,
  DialogTrigger,
  dialogSizes,
  type DialogProps,
  type DialogSize,
  type DialogTriggerProps,
} from './components/Dialog/Dialog.tsx';
export {
  ConfirmDialog,
  confirmTones,
  type ConfirmDialogProps,
  type ConfirmTone,
} from './components/Dialog/ConfirmDialog.tsx';
export {
  ConfirmProvider,
  useConfirm,
  type ConfirmFunction,
  type ConfirmOptions,
} from './components/Dialog/ConfirmProvider.tsx';
export {
  Popover,
  PopoverTrigger,
  type PopoverProps,
  type PopoverTriggerProps,
} from './components/Popover/Popover.tsx';
export {
  Tooltip,
  TooltipTrigger,
  type TooltipProps,
  type TooltipTriggerProps,
} from './components/Tooltip/Tooltip.tsx';
export {
  Drawer,
  drawerPlacements,
  type DrawerPlacement,
  type DrawerProps,
} from './components/Drawer/Drawer.tsx';

// Navigation and shell
export {
  navBreakpoints,
  type NavBreakpoint,
  type NavEntry,
  type NavGroup,
  type NavLinkItem,
} from './components/Navigation/navigation.ts';
export { AppHeader, type AppHeaderProps } from './components/AppHeader/AppHeader.tsx';
export { MobileNav, type MobileNavProps } from './components/MobileNav/MobileNav.tsx';
export {
  HeroBanner,
  type HeroBannerProps,
  type HeroImageSource,
} from './components/HeroBanner/HeroBanner.tsx';
export { Footer, type FooterOffice, type FooterProps } from './components/Footer/Footer.tsx';
export { AppShell, type AppShellProps } from './components/AppShell/AppShell.tsx';
export { SideNav, type SideNavItem, type SideNavProps } from './components/AppShell/SideNav.tsx';
export { Disclosure, type DisclosureProps } from './components/Disclosure/Disclosure.tsx';
export {
  Tab,
  TabList,
  TabPanel,
  Tabs,
  type TabListProps,
  type TabPanelProps,
  type TabProps,
  type TabsProps,
} from './components/Tabs/Tabs.tsx';
export {
  Breadcrumbs,
  type BreadcrumbItem,
  type BreadcrumbsProps,
} from './components/Breadcrumbs/Breadcrumbs.tsx';
export {
  Pagination,
  paginationRange,
  type PaginationEntry,
  type PaginationProps,
} from './components/Pagination/Pagination.tsx';

// Data display
export {
  DataTable,
  type DataTableColumn,
  type DataTableProps,
  type Selection,
  type SortDescriptor,
} from './components/DataTable/DataTable.tsx';
export { Card, cardElements, type CardElement, type CardProps } from './components/Card/Card.tsx';
export {
  DescriptionList,
  descriptionListLayouts,
  type DescriptionListItem,
  type DescriptionListLayout,
  type DescriptionListProps,
} from './components/DescriptionList/DescriptionList.tsx';
export {
  Badge,
  badgeTones,
  badgeVariants,
  type BadgeProps,
  type BadgeTone,
  type BadgeVariant,
} from './components/Badge/Badge.tsx';
export { TagGroup, type TagGroupItem, type TagGroupProps } from './components/TagGroup/TagGroup.tsx';
export {
  Stepper,
  stepStatuses,
  type Step,
  type StepStatus,
  type StepperProps,
} from './components/Stepper/Stepper.tsx';
export { Timeline, type TimelineItem, type TimelineProps } from './components/Timeline/Timeline.tsx';
export {
  FileTypeIcon,
  fileTypes,
  type FileType,
  type FileTypeIconProps,
} from './components/FileTypeIcon/FileTypeIcon.tsx';
export {
  Avatar,
  avatarSizes,
  initialsOf,
  type AvatarProps,
  type AvatarSize,
} from './components/Avatar/Avatar.tsx';
export {
  ReorderableList,
  moveItems,
  type ReorderableListProps,
} from './components/ReorderableList/ReorderableList.tsx';
