import Type, { type Static } from 'typebox';

/** Schema of `UploadSign`. */
export const UploadSignSchema = Type.Object({
  /** Sent as the `OSSAccessKeyId` field. */
  accessId: Type.String(),
  /** Storage URL to POST to; stored files live under it. */
  host: Type.String(),
  /** base64 JSON policy: expiry, key prefix and largest size. */
  policy: Type.String(),
  /** base64(HMAC-SHA1(secret, policy)). */
  signature: Type.String(),
  /** Key prefix every uploaded file must use. */
  dir: Type.String(),
  /** Expiry, unix seconds. */
  expire: Type.Integer(),
});

/** A storage upload policy, from `upload.getSign()`. */
export type UploadSign = Static<typeof UploadSignSchema>;
