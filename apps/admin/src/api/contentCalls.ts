import { contentKindDefinitions, type AdminClient } from '@art-portal/api-client/admin';

/** One content call of the admin client, whatever its request: the kinds share one shape (list, get, …). */
type ContentCall = (request?: Record<string, unknown>) => Promise<unknown>;

/** The content kinds (admin.md § Content), by react-admin resource = the admin client's resource. */
const contentKinds = [
  'artworks',
  'activities',
  'exhibitions',
  'hallWorks',
  'news',
  'courses',
  'banners',
  'pages',
  'categories',
  'projects',
] as const;

/** True for a content kind's resource. */
export function isContentKind(resource: string): boolean {
  return (contentKinds as readonly string[]).includes(resource);
}

/**
 * The call `name` of the content kind `kind` (`news.publish`): every kind has list, get, create, update, publish,
 * schedule, withdraw, versions, restore, delete and preview, so one adapter serves them all.
 */
export function contentCall(client: AdminClient, kind: string, name: string): ContentCall {
  const call = (client as unknown as Record<string, Record<string, ContentCall> | undefined>)[kind]?.[name];
  if (!call) throw new Error(`后台没有 ${kind}.${name} 操作`);
  return call;
}

/** The field a kind defined as data shows as its 标题 (`name` for 展厅), or undefined for the others (`title`). */
export function contentTitleField(resource: string): string | undefined {
  return contentKindDefinitions.find((kind) => kind.resource === resource)?.titleField;
}
