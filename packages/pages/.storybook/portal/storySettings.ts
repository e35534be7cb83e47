import type { PortalSettings } from '../../src/providers';
import { API_BASE } from '../mocks/callUrl';
import { DEMO_QR_CODE } from '../mocks/demoPictures';

/** The portal's configuration as apps/portal's public/config.json gives it, with the API mocked at `/api`. */
export const storySettings: PortalSettings = {
  apiBaseUrl: API_BASE,
  siteName: '数字艺术门户',
  footerLinks: [
    { label: '关于我们', href: '#/aboutUs' },
    { label: '国际合作', href: '#/international' },
    { label: '行业资讯', href: '#/news/index' },
    { label: '视频教程', href: '#/education/course' },
  ],
  qrCodeUrl: DEMO_QR_CODE,
  copyright: '© 2026 数字艺术门户 版权所有',
  filingNumber: '京ICP备20260001号-1',
  filingUrl: 'https://beian.miit.gov.cn/',
};
