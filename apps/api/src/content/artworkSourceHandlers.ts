import { asc } from 'drizzle-orm';
import type { AdminDeps, AdminHandlerSet } from '../backoffice/AdminHandlers';
import { productInfoTypes } from '../db/schema';

/** `artworkSources.list`: the 作品来源 a 作品's form chooses from, by the names the portal shows. */
export function artworkSourceHandlers({ db }: AdminDeps): AdminHandlerSet<'artworkSources.list'> {
  return {
    'artworkSources.list': () =>
      db
        .select({ id: productInfoTypes.id, name: productInfoTypes.name })
        .from(productInfoTypes)
        .orderBy(asc(productInfoTypes.id)),
  };
}
