/**
 * The rich-text allow-list alone, without React: what `RichText` shows is what a server stores (the back office
 * sanitises an editor's HTML with this same function before saving it).
 *
 * @module @art-portal/ui-shell/sanitize
 */
export { provideSanitizerWindow, sanitizeHtml, type SanitizerWindow } from '../content/sanitizeHtml';
