import type { FooterProps } from '../../app-shell/Footer';
import { svgPicture } from './fixtures';

/** Footer content for stories: the real footer gets it from the portal's configuration. */
export const footerFixture: FooterProps = {
  links: [
    { label: '关于我们', href: '#/aboutUs' },
    { label: '国际合作', href: '#/international' },
  ],
  qrCodeSrc: svgPicture('QR', '#222', 96, 96),
  copyright: '© 2026 数字艺术门户',
  filing: { label: '京ICP备00000000号', href: 'https://beian.miit.gov.cn/' },
};
