import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import { useShellRouter } from '../router/ShellRouterContext';

const BreadcrumbRoot = styled('div', { name: 'ShellBreadcrumbBar', slot: 'Root' })({
  padding: '12px 24px',
  maxWidth: '1200px',
  margin: '0 auto',
});

/** One breadcrumb: a name, and a path when it links somewhere. */
export interface Breadcrumb {
  name: string;
  path?: string;
}

/** Props of {@link BreadcrumbBar}. */
export interface BreadcrumbBarProps {
  items: readonly Breadcrumb[];
}

/** The breadcrumb trail, `>`-separated; items with a path (except the last) are links. */
export function BreadcrumbBar({ items }: BreadcrumbBarProps) {
  const router = useShellRouter();
  return (
    <BreadcrumbRoot>
      <Breadcrumbs aria-label="面包屑" separator=">">
        {items.map((item, index) =>
          item.path && index < items.length - 1 ? (
            <Link
              key={`${item.name}-${index}`}
              component={router.Link}
              to={item.path}
              underline="hover"
              color="inherit"
            >
              {item.name}
            </Link>
          ) : (
            <Typography key={`${item.name}-${index}`} color="text.primary">
              {item.name}
            </Typography>
          ),
        )}
      </Breadcrumbs>
    </BreadcrumbRoot>
  );
}
