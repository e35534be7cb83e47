import type { FastifyBaseLogger } from 'fastify';
import { repeatEvery } from '../app/repeatEvery';
import type { ApiConfig } from '../config/loadConfig';
import type { Db } from '../db/openDatabase';
import { readContentEpoch } from './contentEpoch';
import { pictureStore } from '../storage/pictureStore';
import { requestPyramids } from '../storage/requestPyramids';
import { contentKinds, type AnyContentKind } from './contentKinds';
import { publishDue } from './publishDue';

/**
 * What every instance runs for the back office's content: the 定时发布 scheduler (whichever instance gets to a due
 * record first publishes it, once), and a watch on the content epoch that drops this instance's cached reads as
 * soon as any instance publishes or takes something down, instead of waiting out their TTL.
 */
export function watchContent(
  db: Db,
  config: ApiConfig,
  { invalidate, log }: { invalidate: () => void; log: FastifyBaseLogger },
): { stop: () => Promise<void> } {
  const pictures = pictureStore(config, log, db);
  // A 作品 published at its time has its pictures tiled in the background, as one published by hand.
  const tile = (kind: AnyContentKind, rows: readonly Parameters<AnyContentKind['record']>[0][]) => {
    for (const row of rows)
      requestPyramids(pictures, kind.zoomedPictures?.(row) ?? []).catch((error: unknown) =>
        log.warn({ err: error }, 'asking for the pyramids of a scheduled work failed'),
      );
  };
  let seen: number | null = null;
  const watch =
    config.contentWatchMs > 0
      ? repeatEvery(
          config.contentWatchMs,
          async () => {
            const epoch = await readContentEpoch(db);
            if (seen !== null && epoch !== seen) invalidate();
            seen = epoch;
          },
          (error) => log.warn({ err: error }, 'reading the content epoch failed'),
        )
      : null;
  const scheduler =
    config.publishCheckMs > 0
      ? repeatEvery(
          config.publishCheckMs,
          async () => {
            const published = await publishDue(db, contentKinds, new Date(), tile);
            if (published > 0) {
              log.info({ published }, '定时发布: published the records that were due');
              invalidate();
            }
          },
          (error) => log.error({ err: error }, '定时发布 failed'),
        )
      : null;
  return {
    stop: async () => {
      await Promise.allSettled([watch?.stop(), scheduler?.stop()]);
    },
  };
}
