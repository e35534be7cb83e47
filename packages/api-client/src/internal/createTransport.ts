import axios, { type AxiosResponseHeaders, type RawAxiosRequestHeaders, type RawAxiosResponseHeaders } from 'axios';
import { ApiError } from '../ApiError';
import type { ApiClientOptions } from '../ApiClientOptions';
import type { UploadProgress } from '../resources/upload';
import { networkFailure, settleResponse } from './errorCatalogue';
import { UPLOAD_CANCELLED_MESSAGE, UPLOAD_REFUSED_MESSAGE } from './messages';

const XSRF_COOKIE = 'XSRF-TOKEN';
const XSRF_HEADER = 'X-XSRF-TOKEN';

/** One API call as the resource modules describe it. */
export interface CallSpec {
  method: 'GET' | 'POST';
  path: string;
  query?: object;
  body?: object;
}

/** A multipart POST straight to storage. */
export interface StoragePost {
  url: string;
  form: FormData;
  onProgress?: ((progress: UploadProgress) => void) | undefined;
  signal?: AbortSignal | undefined;
}

/** What the resource modules call: the HTTP side of one client. */
export interface Transport {
  /** Sends a call and resolves to the envelope's `data`, or rejects with an ApiError. */
  call<T>(spec: CallSpec): Promise<T>;
  /** Posts a multipart form to storage; rejects with an ApiError (never notified but for no response). */
  postToStorage(post: StoragePost): Promise<void>;
}

function xsrfFromSetCookie(headers: RawAxiosResponseHeaders | AxiosResponseHeaders): string | undefined {
  const setCookie: unknown = headers['set-cookie'];
  const lines = Array.isArray(setCookie) ? setCookie : typeof setCookie === 'string' ? [setCookie] : [];
  for (const line of lines) {
    const match = /^\s*XSRF-TOKEN=([^;]*)/.exec(String(line));
    if (match) return match[1];
  }
  return undefined;
}

/** Creates the axios instance of one client and the request logic around it. */
export function createTransport(options: ApiClientOptions): Transport {
  const instance = axios.create({
    baseURL: options.baseURL ?? '/api',
    withCredentials: true,
    timeout: 0,
    xsrfCookieName: XSRF_COOKIE,
    xsrfHeaderName: XSRF_HEADER,
    validateStatus: () => true,
  });
  const useJar = options.xsrfCookieJar ?? !('document' in globalThis);
  let jarToken: string | undefined;

  function headersFor(method: CallSpec['method'], hasBody: boolean): RawAxiosRequestHeaders {
    // axios labels an empty POST as a form; servers such as Fastify refuse that media type.
    const headers: RawAxiosRequestHeaders = hasBody ? {} : { 'Content-Type': false };
    const token = options.getToken?.();
    if (token) headers.Authorization = `Bearer ${token}`;
    const xsrf = options.getXsrfToken?.() ?? (useJar ? jarToken : undefined);
    if (useJar && xsrf) headers.Cookie = `${XSRF_COOKIE}=${xsrf}`;
    if (method !== 'GET' && xsrf) headers[XSRF_HEADER] = xsrf;
    return headers;
  }

  return {
    async call<T>(spec: CallSpec): Promise<T> {
      let response;
      try {
        response = await instance.request<unknown>({
          method: spec.method,
          url: spec.path,
          params: spec.query,
          data: spec.body,
          headers: headersFor(spec.method, spec.body !== undefined),
        });
      } catch (e) {
        throw networkFailure(options, e);
      }
      if (useJar) jarToken = xsrfFromSetCookie(response.headers) ?? jarToken;
      const settled = settleResponse(options, response.status, response.data);
      if ('error' in settled) throw settled.error;
      return settled.data as T;
    },

    async postToStorage({ url, form, onProgress, signal }: StoragePost): Promise<void> {
      let response;
      try {
        response = await instance.post<unknown>(url, form, {
          baseURL: '',
          withCredentials: false,
          withXSRFToken: false,
          responseType: 'text',
          signal,
          onUploadProgress: onProgress
            ? (event) => onProgress({ loaded: event.loaded, total: event.total, progress: event.progress })
            : undefined,
        });
      } catch (e) {
        if (signal?.aborted || axios.isCancel(e)) {
          throw new ApiError({ kind: 'network', message: UPLOAD_CANCELLED_MESSAGE, cause: e });
        }
        throw networkFailure(options, e);
      }
      if (response.status >= 200 && response.status < 300) return;
      throw new ApiError({
        kind: response.status === 403 ? 'forbidden' : 'server',
        message: UPLOAD_REFUSED_MESSAGE,
        status: response.status,
      });
    },
  };
}
