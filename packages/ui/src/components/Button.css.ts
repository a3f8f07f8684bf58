// Styles of Button; the `button` recipe is also exported as `buttonRecipe` (for links that look like buttons).
import { globalStyle } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/theme.css';

/** Button look: `variant` primary | secondary | ghost | danger, `size` sm | md, `iconOnly`. */
export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    flexShrink: 0,
    border: `${vars.borderWidth.thin} solid transparent`,
    borderRadius: vars.radius.md,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.tight,
    whiteSpace: 'nowrap',
    textDecoration: 'none',
    cursor: 'pointer',
    transition: `background ${vars.duration.fast}, border-color ${vars.duration.fast}`,
    selectors: {
      '&:focus-visible': {
        outline: `${vars.borderWidth.thick} solid ${vars.color.focusRing}`,
        outlineOffset: vars.borderWidth.thick,
      },
      '&:disabled, &[aria-disabled="true"]': {
        cursor: 'not-allowed',
        opacity: vars.opacity.disabled,
      },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.primary,
        color: vars.color.onPrimary,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.primaryHover } },
      },
      secondary: {
        background: vars.color.surface,
        color: vars.color.text,
        borderColor: vars.color.borderStrong,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceHover } },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.text,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceHover } },
      },
      danger: {
        background: vars.color.danger,
        color: vars.color.onDanger,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.dangerHover } },
      },
    },
    size: {
      sm: {
        height: vars.size.controlSmall,
        padding: `0 ${vars.space.sm}`,
        fontSize: vars.fontSize.sm,
      },
      md: { height: vars.size.control, padding: `0 ${vars.space.lg}`, fontSize: vars.fontSize.md },
    },
    iconOnly: { true: { padding: 0 }, false: {} },
    fullWidth: { true: { width: '100%' }, false: {} },
  },
  compoundVariants: [
    { variants: { iconOnly: true, size: 'sm' }, style: { width: vars.size.controlSmall } },
    { variants: { iconOnly: true, size: 'md' }, style: { width: vars.size.control } },
  ],
  defaultVariants: { variant: 'secondary', size: 'md', iconOnly: false, fullWidth: false },
});

globalStyle(`.${button.classNames.base} svg`, { width: vars.size.icon, height: vars.size.icon });
