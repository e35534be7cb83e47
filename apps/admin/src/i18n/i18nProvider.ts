import polyglotI18nProvider from 'ra-i18n-polyglot';
import { chineseMessages } from './chineseMessages';

/** The back office speaks Simplified Chinese only; a missing key shows the key, never an English fallback. */
export const i18nProvider = polyglotI18nProvider(() => chineseMessages, 'zh-CN', [
  { locale: 'zh-CN', name: '简体中文' },
]);
