import type { FastifyBaseLogger } from 'fastify';
import type { ApiConfig } from '../config/loadConfig';
import { bumpContentEpoch } from '../content/contentEpoch';
import type { Db } from '../db/openDatabase';
import type { PictureStore } from './describePicture';

/**
 * The picture store of a running API: its bucket, its public URL (read when used), tiling reported to its log. A
 * published pyramid moves the content epoch, so that every instance drops its cached reads and pages (which showed
 * the picture untiled) at its next look at the epoch, not after their TTL.
 */
export function pictureStore(config: ApiConfig, log: FastifyBaseLogger, db: Db): PictureStore {
  return {
    dataDir: config.dataDir,
    get publicUrl() {
      return config.publicUrl;
    },
    log: (outcome) => {
      if (outcome.state === 'refused')
        log.warn({ key: outcome.key, reason: outcome.reason }, 'picture kept untiled');
      else {
        bumpContentEpoch(db).catch((error: unknown) =>
          log.warn({ err: error, key: outcome.key }, 'moving the content epoch after a pyramid failed'),
        );
        log.info(
          {
            key: outcome.key,
            width: outcome.width,
            height: outcome.height,
            ms: Math.round(outcome.ms),
            bytes: outcome.bytes,
          },
          'IIIF pyramid published',
        );
      }
    },
  };
}
