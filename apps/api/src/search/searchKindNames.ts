import type { SearchKind } from '@art-portal/api-client';
import { searchKinds } from './searchKinds';

/** The kinds the index holds, in their declarations' order. */
export const searchKindNames = Object.keys(searchKinds) as SearchKind[];
