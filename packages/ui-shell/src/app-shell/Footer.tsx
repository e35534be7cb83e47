import { alpha, styled } from '@mui/material/styles';
import { memo } from 'react';
import { PictureImg } from '../content/PictureImg';
import { hoverLinkStyles } from '../theme/hoverLinkStyles';
import { staticClasses } from '../theme/staticClasses';
import { useOptionalShellRouter } from '../router/ShellRouterContext';
import type {} from '../theme/themeAugmentation';

const FooterRoot = styled('footer', { name: 'ShellFooter', slot: 'Root' })(({ theme }) => ({
  backgroundColor: theme.palette.hero.background,
  color: theme.palette.hero.contrastText,
  padding: '32px 24px',
  // The body's font size follows the screen's pixel density (see ../device); the footer's text must not.
  fontSize: '14px',
}));

const useFooterClasses = staticClasses<'row' | 'links' | 'link' | 'bottom' | 'small' | 'smallLink'>(
  (part, theme) => {
    switch (part) {
      case 'row':
        return theme.unstable_sx({
          display: 'flex',
          flexWrap: 'wrap',
          gap: '24px',
          justifyContent: 'space-between',
          alignItems: 'flex-start',
          maxWidth: '1200px',
          mx: 'auto',
        });
      case 'links':
        return theme.unstable_sx({
          display: 'flex',
          flexWrap: 'wrap',
          gap: '16px',
          listStyle: 'none',
          m: 0,
          p: 0,
        });
      case 'link':
        return hoverLinkStyles();
      case 'bottom':
        return theme.unstable_sx({
          maxWidth: '1200px',
          mx: 'auto',
          mt: '24px',
          display: 'flex',
          flexWrap: 'wrap',
          gap: '16px',
        });
      // MUI's `Typography` and `Link` in the body2 variant.
      case 'small':
        return { margin: 0, ...theme.typography.body2 };
      case 'smallLink':
        return {
          margin: 0,
          ...theme.typography.body2,
          textDecoration: 'none',
          color: 'inherit',
          '&:hover': { textDecoration: 'underline' },
        };
    }
  },
);

/** A path of this site (`/aboutUs`), followed by the portal's router; anything else is a plain link. */
const isInApp = (href: string) => href.startsWith('/') && !href.startsWith('//');

/** A link of the footer (external or in-app, as a plain URL). */
interface FooterLink {
  label: string;
  href: string;
}

/** Props of {@link Footer}: everything it shows is configurable. */
export interface FooterProps {
  /** The links in the footer's first row, e.g. 关于我们. */
  links?: readonly FooterLink[];
  /** Picture of the official-account QR code (alt text 公众号二维码). */
  qrCodeSrc?: string;
  /** The copyright line, e.g. `© 2026 数字艺术门户`. */
  copyright?: string;
  /** The filing number and where it links to. */
  filing?: FooterLink;
}

const qrSize = 96;

function QrCode({ src }: { src: string }) {
  return (
    <PictureImg
      src={src}
      alt="公众号二维码"
      loading="lazy"
      width={qrSize}
      height={qrSize}
      sx={{ display: 'block' }}
      fallbackSx={(theme) => ({
        width: `${qrSize}px`,
        height: `${qrSize}px`,
        bgcolor: alpha(theme.palette.hero.contrastText, 0.08),
        color: alpha(theme.palette.hero.contrastText, 0.4),
      })}
    />
  );
}

/**
 * The site footer: links, the official-account QR code, the copyright line and the filing-number link. Memoised: it
 * changes only with its settings, while the shell around it re-renders with the session.
 */
export const Footer = memo(function Footer({ links = [], qrCodeSrc, copyright, filing }: FooterProps) {
  const router = useOptionalShellRouter();
  const classOf = useFooterClasses();
  return (
    <FooterRoot>
      <div className={classOf('row')}>
        <ul className={classOf('links')}>
          {links.map((link) => (
            <li key={link.href}>
              {router && isInApp(link.href) ? (
                <router.Link to={link.href} className={classOf('link')}>
                  {link.label}
                </router.Link>
              ) : (
                <a href={link.href} className={classOf('link')}>
                  {link.label}
                </a>
              )}
            </li>
          ))}
        </ul>
        {qrCodeSrc ? <QrCode src={qrCodeSrc} /> : null}
      </div>
      <div className={classOf('bottom')}>
        {copyright ? <p className={classOf('small')}>{copyright}</p> : null}
        {filing ? (
          <a href={filing.href} className={classOf('smallLink')} target="_blank" rel="noopener noreferrer">
            {filing.label}
          </a>
        ) : null}
      </div>
    </FooterRoot>
  );
});
