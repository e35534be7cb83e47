/** Sending a code needs the typed image code; the caller adds the challenge's `codeId`. */
export interface SendPhoneCodeInput {
  phone: string;
  imgCode: string;
}

/** The phone change (api-client `updatePhone`). */
export interface ChangePhoneInput {
  phone: string;
  code: string;
}

/** The image-code challenge shared by the phone and e-mail tabs (the caller binds each tab's image code). */
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

/** What 修改手机号 reports as typed, to be kept by the caller: no code, so none is ever stored. */
export interface ChangePhoneValues {
  phone: string;
}
