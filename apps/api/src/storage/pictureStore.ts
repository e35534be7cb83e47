import type { FastifyBaseLogger } from 'fastify';
import type { ApiConfig } from '../config/loadConfig';
import type { PictureStore } from './describePicture';

/** The picture store of a running API: its bucket, its public URL (read when used), tiling reported to its log. */
export function pictureStore(config: ApiConfig, log: FastifyBaseLogger): PictureStore {
  return {
    dataDir: config.dataDir,
    get publicUrl() {
      return config.publicUrl;
    },
    log: (outcome) => {
      if (outcome.state === 'refused')
        log.warn({ key: outcome.key, reason: outcome.reason }, 'picture kept untiled');
      else
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
    },
  };
}
