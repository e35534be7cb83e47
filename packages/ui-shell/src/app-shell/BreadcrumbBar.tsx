import { styled } from '@mui/material/styles';
import { Fragment } from 'react';
import { useShellRouter } from '../router/ShellRouterContext';
import { hoverLinkStyles } from '../theme/hoverLinkStyles';
import { staticClasses } from '../theme/staticClasses';

const BreadcrumbRoot = styled('div', { name: 'ShellBreadcrumbBar', slot: 'Root' })({
  padding: '12px 24px',
  maxWidth: '1200px',
  margin: '0 auto',
});

// MUI's Breadcrumbs markup and spacing, without its collapsing machinery (a trail here has at most four items).
const Trail = styled('ol', { name: 'ShellBreadcrumbBar', slot: 'Trail' })({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  padding: 0,
  margin: 0,
  listStyle: 'none',
});

const Separator = styled('li', { name: 'ShellBreadcrumbBar', slot: 'Separator' })({
  display: 'flex',
  userSelect: 'none',
  marginLeft: '8px',
  marginRight: '8px',
});

// What MUI's `Typography` (body1, in a colour) and `Link` (`underline="hover"`, `color="inherit"`) draw.
const useCrumbClasses = staticClasses<'nav' | 'link' | 'current'>((part, theme) => {
  if (part === 'link') return hoverLinkStyles();
  // The trail keeps the page's colour: MUI 9's `Typography` never applied the `color="text.secondary"` it was given.
  return part === 'nav'
    ? { margin: 0, ...theme.typography.body1 }
    : { margin: 0, ...theme.typography.body1, color: theme.palette.text.primary };
});

/** One breadcrumb: a name, and a path when it links somewhere. */
export interface Breadcrumb {
  name: string;
  path?: string;
}

/** Props of {@link BreadcrumbBar}. */
export interface BreadcrumbBarProps {
  /** From 首页 to the current page; an item without `path` is shown as text, not a link. */
  items: readonly Breadcrumb[];
}

/** The breadcrumb trail, `>`-separated; items with a path (except the last) are links. */
export function BreadcrumbBar({ items }: BreadcrumbBarProps) {
  const router = useShellRouter();
  const classOf = useCrumbClasses();
  return (
    <BreadcrumbRoot>
      <nav aria-label="面包屑" className={classOf('nav')}>
        <Trail>
          {items.map((item, index) => (
            <Fragment key={`${item.name}-${index}`}>
              {index > 0 ? <Separator aria-hidden="true">&gt;</Separator> : null}
              <li>
                {item.path && index < items.length - 1 ? (
                  <router.Link to={item.path} className={classOf('link')}>
                    {item.name}
                  </router.Link>
                ) : (
                  <p className={classOf('current')}>{item.name}</p>
                )}
              </li>
            </Fragment>
          ))}
        </Trail>
      </nav>
    </BreadcrumbRoot>
  );
}
