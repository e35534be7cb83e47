import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import Type, { type Static } from 'typebox';
import type { Db } from '../db/openDatabase';
import { adminReviewPath, removeAdminEndpoint, writeAdminEndpoint } from './adminEndpoint';
import { loopbackUrl } from './loopbackUrl';
import { reviewCustomer } from './reviewCustomer';

const ReviewBody = Type.Object(
  {
    phone: Type.String({ minLength: 1, maxLength: 64 }),
    verdict: Type.Union([Type.Literal('pass'), Type.Literal('fail')]),
    reason: Type.Optional(Type.String({ maxLength: 1000 })),
  },
  { additionalProperties: false },
);

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/** Compares in time independent of where the strings differ (both are hashed to one length first). */
function sameSecret(given: string, secret: string): boolean {
  return timingSafeEqual(digest(given), digest(secret));
}

function fromThisMachine(request: FastifyRequest): boolean {
  const { remoteAddress, localAddress } = request.socket;
  if (!remoteAddress) return false;
  const peer = remoteAddress.replace(/^::ffff:/, '');
  return peer.startsWith('127.') || peer === '::1' || remoteAddress === localAddress;
}

/**
 * Lets the reviewer's command review through this server while it holds its PGlite directory: a fresh
 * random secret and the loopback URL go into a file of `dataDir` only this OS user can read (written once
 * the server listens, removed as it starts closing), and `POST /__admin/review` answers only requests that carry
 * that secret as a bearer token, from this machine.
 */
export function registerAdminReview(app: FastifyInstance, options: { db: Db; dataDir: string }): void {
  const secret = randomBytes(32).toString('base64url');
  let written = false;

  app.addHook('onListen', () => {
    const url = loopbackUrl(
      app.addresses().filter((address): address is AddressInfo => typeof address !== 'string'),
    );
    if (!url) return;
    try {
      writeAdminEndpoint(options.dataDir, { url, secret, pid: process.pid });
      written = true;
    } catch (error) {
      app.log.warn(
        { err: error },
        'the review command cannot reach this server: writing its admin file failed',
      );
    }
  });
  app.addHook('preClose', (done) => {
    if (written) removeAdminEndpoint(options.dataDir, secret);
    done();
  });

  app.post(adminReviewPath, {
    schema: { hide: true, body: ReviewBody },
    onRequest: async (request, reply) => {
      const match = /^Bearer ([A-Za-z0-9_-]+)$/.exec(request.headers.authorization ?? '');
      if (!match?.[1] || !sameSecret(match[1], secret) || !fromThisMachine(request)) {
        return reply.code(401).header('www-authenticate', 'Bearer').send({ code: 401, msg: '未授权' });
      }
    },
    handler: async (request) => {
      const { phone, verdict, reason } = request.body as Static<typeof ReviewBody>;
      // No cached read shows a customer's verification or inbox, so the read cache stays as it is.
      const found = await reviewCustomer(options.db, phone, verdict, reason || undefined);
      request.log.info(`review ${verdict}: ${found ? 'done' : 'no such customer'}`);
      return { code: 200, msg: '操作成功', data: { found } };
    },
  });
}
