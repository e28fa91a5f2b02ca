/**
 * @sfi/ui — the SFI design system.
 *
 * Order matters for CSS: the reset comes first, then the theme, then the components, so that each
 * layer can override the one before it. Keep these three imports at the top.
 */
import './styles/reset.css.ts';

// Theme and tokens
export { brandTheme } from './themes/brand.css.ts';
export { vars, type ThemeVars } from './theme/contract.css.ts';
export {
  breakpoints,
  duration,
  easing,
  mediaQueries,
  palette,
  space,
  spaceScale,
  tones,
  typeScale,
  type Space,
  type Tone,
} from './theme/tokens.ts';
export { sprinkles, type Sprinkles } from './styles/sprinkles.css.ts';

// Setup
export { UIProvider, type UIProviderProps } from './components/UIProvider/UIProvider.tsx';

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
export { Card, cardElements, type CardElement, type CardProps } from './components/Card/Card.tsx';

// Actions and navigation
export {
  Button,
  buttonSizes,
  buttonVariants,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
} from './components/Button/Button.tsx';
export { Link, type LinkProps } from './components/Link/Link.tsx';
export { AppShell, type AppShellProps } from './components/AppShell/AppShell.tsx';
export { SideNav, type SideNavItem, type SideNavProps } from './components/AppShell/SideNav.tsx';
export { Disclosure, type DisclosureProps } from './components/Disclosure/Disclosure.tsx';

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

// Feedback
export { Alert, alertTones, type AlertProps, type AlertTone } from './components/Alert/Alert.tsx';
export { EmptyState, type EmptyStateProps } from './components/EmptyState/EmptyState.tsx';
export { LoadingDots, type LoadingDotsProps } from './components/LoadingDots/LoadingDots.tsx';
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
