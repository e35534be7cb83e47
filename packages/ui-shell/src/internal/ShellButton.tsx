import type { CSSObject, Theme } from '@mui/material/styles';
import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { useOptionalShellRouter } from '../router/ShellRouterContext';
import { staticClasses } from '../theme/staticClasses';

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
  /** The `<button>`, or the link's `<a>`. */
  ref?: Ref<HTMLElement>;
}

type OwnerState = { variant: ShellButtonVariant; inherit: boolean };

function buttonStyles(theme: Theme, { variant, inherit }: OwnerState): CSSObject {
  const primary = theme.palette.primary.main;
  const hover = theme.alpha(
    inherit ? theme.palette.text.primary : primary,
    theme.palette.action.hoverOpacity,
  );
  const label = {
    ...(theme.typography.button as CSSObject),
    minWidth: 64,
    borderRadius: theme.shape.borderRadius,
  };
  const shape = {
    text: { ...label, padding: '6px 8px', border: 0 },
    outlined: {
      ...label,
      padding: '5px 15px',
      border: `1px solid ${inherit ? 'currentColor' : theme.alpha(primary, 0.5)}`,
    },
    icon: { padding: '8px', border: 0, borderRadius: '50%', fontSize: theme.typography.pxToRem(24) },
  }[variant];
  return {
    ...shape,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    position: 'relative',
    boxSizing: 'border-box',
    margin: 0,
    color: inherit ? 'inherit' : primary,
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
      '&:hover': {
        backgroundColor: hover,
        ...(variant === 'outlined' && !inherit ? { borderColor: primary } : {}),
      },
    },
    '&:focus-visible': {
      backgroundColor: hover,
      outline: `2px solid ${primary}`,
      outlineOffset: variant === 'icon' ? 0 : -2,
    },
  };
}

type StaticPart = `${ShellButtonVariant}:${'inherit' | 'primary'}` | 'endIcon';

const useButtonClasses = staticClasses<StaticPart>((part, theme) => {
  if (part === 'endIcon') return endIconStyles;
  const [variant, color] = part.split(':') as [ShellButtonVariant, string];
  return buttonStyles(theme, { variant, inherit: color === 'inherit' });
});

const endIconStyles: CSSObject = {
  display: 'inherit',
  marginLeft: 8,
  marginRight: -4,
  '& > *:nth-of-type(1)': { fontSize: 20 },
};

/**
 * The shell's buttons and button-like links, drawn as MUI's `Button` and `IconButton` but without `ButtonBase`: the
 * header renders on every page, and `Button` with its ripple, loading spinner and focus tracking costs ≈ 7 KiB gzip
 * of every page's start. Keyboard focus shows as an outline (`:focus-visible`).
 */
export function ShellButton({
  variant = 'text',
  color = 'primary',
  to,
  endIcon,
  children,
  type,
  ref,
  className,
  ...rest
}: ShellButtonProps) {
  const router = useOptionalShellRouter();
  const classOf = useButtonClasses();
  // A link where `to` is given: the shell router's, or a plain one outside a router. A class `className` brings comes after the button's own in the attribute, not necessarily in the style sheet:
  // it wins where its selector is stronger (`&&`).
  const classes = [classOf(`${variant}:${color}`), className].filter(Boolean).join(' ');
  const icon = endIcon ? <span className={classOf('endIcon')}>{endIcon}</span> : null;
  const props = { ...rest, className: classes, ref };
  if (to === undefined) {
    return (
      <button type={type ?? 'button'} {...props} ref={ref as Ref<HTMLButtonElement>}>
        {children}
        {icon}
      </button>
    );
  }
  const anchor = { ...props, ref: ref as Ref<HTMLAnchorElement> };
  return router ? (
    <router.Link {...anchor} to={to}>
      {children}
      {icon}
    </router.Link>
  ) : (
    <a {...anchor} href={to}>
      {children}
      {icon}
    </a>
  );
}
