import { LCPImageRecord } from 'lighthouse/core/computed/lcp-image-record.js';

/**
 * The picture a Lighthouse run took as its largest paint, as `name size` (e.g. `stripes-16-1200x900.jpg 59 KiB`),
 * or '' when the largest paint was not a picture. Printed per run, it tells a run whose largest paint was another
 * picture (tiles of one size tie; the first painted counts) from one that reached the same picture by a longer path.
 * @param {{ Trace: unknown, DevtoolsLog: unknown }} artifacts a run's artifacts (`result.artifacts`)
 * @returns {Promise<string>}
 */
export async function lcpPicture(artifacts) {
  const record = await LCPImageRecord.request(
    { trace: artifacts.Trace, devtoolsLog: artifacts.DevtoolsLog },
    { computedCache: new Map() },
  ).catch(() => undefined);
  if (!record) return '';
  const name = new URL(record.url).pathname.replace(/^.*\//, '');
  return `${name} ${Math.round(record.transferSize / 1024)} KiB`;
}
