import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';

import { focusRing } from '../../styles/utils.css.ts';
import { vars } from '../../theme/contract.css.ts';

const transition = ['background-color', 'border-color', 'color', 'box-shadow']
  .map((p) => `${p} ${vars.motion.duration.hover} ${vars.motion.easing.standard}`)
  .join(', ');

export const button = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.small,
    border: '1px solid transparent',
    borderRadius: vars.radius.medium,
    fontFamily: vars.font.family.body,
    fontWeight: vars.font.weight.semibold,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    userSelect: 'none',
    WebkitTapHighlightColor: 'transparent',
    transition,
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': focusRing,
      '&[data-pending]': { cursor: 'progress' },
      '&[data-disabled]': {
        cursor: 'not-allowed',
        backgroundColor: vars.color.background.surfaceMuted,
        borderColor: vars.color.border.subtle,
        color: vars.color.text.disabled,
      },
    },
  },
  variants: {
    variant: {
      primary: {
        backgroundColor: vars.color.tone.brand.solid,
        color: vars.color.tone.brand.onSolid,
        selectors: {
          '&[data-hovered]': { backgroundColor: vars.color.tone.brand.solidHover },
          '&[data-pressed]': { backgroundColor: vars.color.tone.brand.solidPressed },
        },
      },
      secondary: {
        backgroundColor: vars.color.background.surface,
        color: vars.color.tone.brand.text,
        borderColor: vars.color.tone.brand.solid,
        selectors: {
          '&[data-hovered]': { backgroundColor: vars.color.tone.brand.surface },
          '&[data-pressed]': { backgroundColor: vars.color.tone.brand.border },
        },
      },
      danger: {
        backgroundColor: vars.color.tone.critical.solid,
        color: vars.color.tone.critical.onSolid,
        selectors: {
          '&[data-hovered]': { backgroundColor: vars.color.tone.critical.solidHover },
          '&[data-pressed]': { backgroundColor: vars.color.tone.critical.solidPressed },
        },
      },
      quiet: {
        backgroundColor: 'transparent',
        color: vars.color.tone.brand.text,
        selectors: {
          '&[data-hovered]': { backgroundColor: vars.color.tone.brand.surface },
          '&[data-pressed]': { backgroundColor: vars.color.tone.brand.border },
          '&[data-disabled]': { backgroundColor: 'transparent', borderColor: 'transparent' },
        },
      },
    },
    size: {
      small: {
        minHeight: vars.size.fieldHeightSmall,
        minWidth: vars.size.fieldHeightSmall,
        paddingInline: vars.space.medium,
        fontSize: vars.font.size.small,
        lineHeight: vars.font.lineHeight.small,
      },
      medium: {
        minHeight: vars.size.fieldHeight,
        minWidth: vars.size.fieldHeight,
        paddingInline: vars.space.large,
        fontSize: vars.font.size.medium,
        lineHeight: vars.font.lineHeight.medium,
      },
    },
  },
  defaultVariants: { variant: 'primary', size: 'medium' },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

/**
 * The label. While pending it stays in the layout (so the button keeps its width) and in the
 * accessibility tree (so the button keeps its name), but is invisible.
 */
export const content = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
});

export const contentPending = style([content, { opacity: 0 }]);

export const pendingIndicator = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});
