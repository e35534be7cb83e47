import type { ApiClientOptions } from './ApiClientOptions';
import { createApiConnection } from './createApiConnection';
import { createActivitiesResource, type ActivitiesResource } from './resources/activities';
import { createArtworksResource, type ArtworksResource } from './resources/artworks';
import { createAuthResource, type AuthResource } from './resources/auth';
import { createCoursesResource, type CoursesResource } from './resources/courses';
import { createCustomerResource, type CustomerResource } from './resources/customer';
import { createExhibitionsResource, type ExhibitionsResource } from './resources/exhibitions';
import { createHomeResource, type HomeResource } from './resources/home';
import { createMessagesResource, type MessagesResource } from './resources/messages';
import { createNewsResource, type NewsResource } from './resources/news';
import { createUploadResource, type UploadResource } from './resources/upload';

/** A client of the portal API: one typed function per call, grouped by resource. */
export interface ApiClient {
  /** Image codes, SMS and e-mail codes, SMS login. */
  auth: AuthResource;
  /** The customer's account. */
  customer: CustomerResource;
  /** Published artworks, their types and columns. */
  artworks: ArtworksResource;
  /** The halls of the cloud exhibitions. */
  exhibitions: ExhibitionsResource;
  /** News articles. */
  news: NewsResource;
  /** Banners and the visit counter. */
  home: HomeResource;
  /** Courses, comments, check-in and homework. */
  courses: CoursesResource;
  /** Activities and their entries. */
  activities: ActivitiesResource;
  /** The customer's messages. */
  messages: MessagesResource;
  /** Upload signing and the upload to storage. */
  upload: UploadResource;
}

/**
 * Creates an isolated client (its own cookie jar and hooks; nothing global). Every call resolves to the
 * envelope's `data` or rejects with an `ApiError`, after applying the error catalogue through the hooks.
 *
 * @example
 * ```ts
 * const api = createApiClient({
 *   baseURL: '/api',
 *   getToken: () => sessionStorage.getItem('token'),
 *   clearToken: () => sessionStorage.removeItem('token'),
 *   notify: (level, message) => toast(level, message),
 *   onUnauthenticated: () => navigate('/login'),
 *   closeLoading: () => setLoading(false),
 * });
 * const page = await api.news.list({ pageNum: 1, pageSize: 10 });
 * ```
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const connection = createApiConnection(options);
  return {
    auth: createAuthResource(connection),
    customer: createCustomerResource(connection),
    artworks: createArtworksResource(connection),
    exhibitions: createExhibitionsResource(connection),
    news: createNewsResource(connection),
    home: createHomeResource(connection),
    courses: createCoursesResource(connection),
    activities: createActivitiesResource(connection),
    messages: createMessagesResource(connection),
    upload: createUploadResource(connection),
  };
}
