/** The image-code challenge of the phone and e-mail tabs (the caller binds each tab's typed image code). */
export interface ImageCodeChallenge {
  /** The image challenge's picture (its answer goes with each code request); `null` while it loads. */
  imageSrc?: string | null;
  /** The challenge could not be fetched (no network, a server error): its place says so, a click tries again. */
  imageFailed?: boolean;
  /** The server's reason for refusing a challenge (e.g. its hourly cap), shown by the field until one loads. */
  imageFailure?: string | null;
  /** Asks for a new challenge; also called after a failed send. */
  onRefreshImageCode: () => void;
}
