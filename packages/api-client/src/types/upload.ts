/** A storage upload policy, from `upload.getSign()`. */
export interface UploadSign {
  /** Sent as the `OSSAccessKeyId` field. */
  accessId: string;
  /** Storage URL to POST to; stored files live under it. */
  host: string;
  /** base64 JSON policy: expiry, key prefix and largest size. */
  policy: string;
  /** base64(HMAC-SHA1(secret, policy)). */
  signature: string;
  /** Key prefix every uploaded file must use. */
  dir: string;
  /** Expiry, unix seconds. */
  expire: number;
}
