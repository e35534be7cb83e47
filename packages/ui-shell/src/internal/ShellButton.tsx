import { styled, type SxProps, type Theme } from '@mui/material/styles';
import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { useOptionalShellRouter } from '../router/ShellRouterContext';

/** `text` and `outlined` draw MUI's `Button` of that variant; `icon` draws its `IconButton`. */
type ShellButtonVariant = 'text' | 'outlined' | 'icon';

/** Props of {@link ShellButton}. */
export interface ShellButtonProps extends ButtonHTMLAttributes<HTMLElement> {
  variant?: ShellButtonVariant;
  /** `inherit` takes the surrounding text colour; `primary` the theme's. @default 'primary' */
  color?: 'inherit' | 'primary';
  /** Renders a link to this path instead of a `<button>`: the shell router's when there is one. */
  to?: string;
  /** An icon after the label, as MUI's `endIcon`. */
  endIcon?: ReactNode;
  sx?: SxProps<Theme>;
  /** The `<button>`, or the link's `<a>`. */
  ref?: Ref<HTMLElement>;
}

type OwnerState = { variant: ShellButtonVariant; inherit: boolean };

const ShellButtonRoot = styled('button', { name: 'ShellButton', slot: 'Root' })<{ ownerState: OwnerState }>(
  ({ theme, ownerState: { variant, inherit } }) => {
    const main = inherit ? 'currentColor' : theme.palette.primary.main;
    const hover = theme.alpha(inherit ? theme.palette.text.primary : theme.palette.primary.main, theme.palette.action.hoverOpacity);
    return {
      ...(variant === 'icon'
        ? { padding: '8px', borderRadius: '50%', fontSize: theme.typography.pxToRem(24) }
        : { ...theme.typography.button, minWidth: 64, padding: '6px 8px', borderRadius: theme.shape.borderRadius }),
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      position: 'relative',
      boxSizing: 'border-box',
      margin: 0,
      border: 0,
      ...(variant === 'outlined'
        ? { padding: '5px 15px', border: `1px solid ${inherit ? 'currentColor' : theme.alpha(theme.palette.primary.main, 0.5)}` }
        : {}),
      color: inherit ? 'inherit' : main,
      backgroundColor: 'transparent',
      textDecoration: 'none',
      cursor: 'pointer',
      userSelect: 'none',
      verticalAlign: 'middle',
      appearance: 'none',
      WebkitTapHighlightColor: 'transparent',
      outline: 0,
      transition: theme.transitions.create(['background-color', 'border-color', 'color'], {
        duration: theme.transitions.duration.short,
      }),
      '@media (hover: hover)': {
        '&:hover': { backgroundColor: hover, ...(variant === 'outlined' && !inherit ? { borderColor: main } : {}) },
      },
      '&:focus-visible': {
        backgroundColor: hover,
        outline: `2px solid ${theme.palette.primary.main}`,
        outlineOffset: variant === 'icon' ? 0 : -2,
      },
    };
  },
);

const EndIcon = styled('span', { name: 'ShellButton', slot: 'EndIcon' })({
  display: 'inherit',
  marginLeft: 8,
  marginRight: -4,
  '& > *:nth-of-type(1)': { fontSize: 20 },
});

/**
 * The shell's buttons and button-like links, drawn as MUI's `Button` and `IconButton` but without `ButtonBase`: the
 * header renders on every page, and `Button` with its ripple, loading spinner and focus tracking costs ≈ 7 KiB gzip
 * of every page's start. Keyboard focus shows as an outline (`:focus-visible`).
 */
export function ShellButton({ variant = 'text', color = 'primary', to, endIcon, children, type, ref, ...rest }: ShellButtonProps) {
  const router = useOptionalShellRouter();
  const ownerState: OwnerState = { variant, inherit: color === 'inherit' };
  const content = (
    <>
      {children}
      {endIcon ? <EndIcon>{endIcon}</EndIcon> : null}
    </>
  );
  if (to !== undefined) {
    return (
      <ShellButtonRoot as={router ? router.Link : 'a'} {...(router ? { to } : { href: to })} ownerState={ownerState} ref={ref as Ref<HTMLButtonElement>} {...rest}>
        {content}
      </ShellButtonRoot>
    );
  }
  return (
    <ShellButtonRoot type={type ?? 'button'} ownerState={ownerState} ref={ref as Ref<HTMLButtonElement>} {...rest}>
      {content}
    </ShellButtonRoot>
  );
}
