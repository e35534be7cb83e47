import { isChunkLoadError } from '@art-portal/pages/chunk-load';
import { PortalConfigError } from './config/PortalConfigError';

/** The catalogue's words for what stopped the start: a broken configuration, no network, or anything else. */
function messageFor(error: unknown): string {
  if (error instanceof PortalConfigError) return '网站配置有误，请联系网站管理员';
  if (isChunkLoadError(error)) return '请检查网络连接';
  return '服务错误，请稍后重试';
}

/**
 * Replaces the static frame's hero with a message and 重试 when the portal could not start, built with the DOM
 * alone: React and the shell may be what failed to arrive.
 */
export function showStartupFailure(container: HTMLElement, error: unknown): void {
  console.error(error);
  const section = document.createElement('main');
  section.className = 'boot-failure';
  const message = document.createElement('p');
  message.setAttribute('role', 'alert');
  message.textContent = messageFor(error);
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.textContent = '重试';
  retry.addEventListener('click', () => window.location.reload());
  section.append(message, retry);
  container.querySelector('.boot-hero')?.remove();
  container.append(section);
}
