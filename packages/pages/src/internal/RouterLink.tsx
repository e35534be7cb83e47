import Link, { type LinkProps } from '@mui/material/Link';
import { Link as ReactRouterLink } from 'react-router';

type RouterLinkProps = Omit<LinkProps, 'href'> & { to: string };

/** An MUI link that navigates inside the hash router. */
export function RouterLink({ to, underline = 'hover', ...props }: RouterLinkProps) {
  return <Link component={ReactRouterLink} to={to} underline={underline} {...props} />;
}
