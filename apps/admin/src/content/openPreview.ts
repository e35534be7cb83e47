/**
 * Opens a preview in a new tab. The tab is opened at the click (a later `window.open` would be a blocked pop-up) and
 * sent to the address once the server has given it; it cannot reach back into the back office (`opener` cleared).
 */
export async function openPreview(address: () => Promise<string>): Promise<void> {
  const tab = window.open('about:blank', '_blank');
  if (tab) tab.opener = null;
  try {
    const url = await address();
    if (tab) tab.location.href = url;
    else window.open(url, '_blank', 'noopener');
  } catch (error) {
    tab?.close();
    throw error;
  }
}
