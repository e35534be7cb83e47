import { portalPages } from '@art-portal/pages/route-list';
import type { PortalConfig } from './portalConfigSchema';

/** Build-time defaults from `import.meta.env`: one build serves any environment, `config.json` overrides them. */
export function buildTimeDefaults(env: Record<string, string | boolean | undefined>): PortalConfig {
  const text = (key: string, fallback: string): string => {
    const value = env[key];
    return typeof value === 'string' && value !== '' ? value : fallback;
  };
  return {
    apiBaseUrl: text('VITE_API_BASE_URL', '/api'),
    siteName: text('VITE_SITE_NAME', '数字艺术门户'),
    footerLinks: [
      { label: '关于我们', href: portalPages.aboutUs.path },
      { label: '国际合作', href: portalPages.international.path },
      { label: '行业资讯', href: portalPages.news.path },
    ],
    qrCodeUrl: text('VITE_QR_CODE_URL', '/qrcode.svg'),
    copyright: text('VITE_COPYRIGHT', '© 2026 数字艺术门户 版权所有'),
    filingNumber: text('VITE_FILING_NUMBER', '京ICP备20260001号-1'),
    filingUrl: text('VITE_FILING_URL', 'https://beian.miit.gov.cn/'),
    storageOrigins: [],
  };
}
