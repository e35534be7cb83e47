import { crumbs } from '../routing/crumbs';
import { definePage } from '../routing/definePage';
import { startPageQuery } from '../routing/pageQuery';
import { pathTo } from '../routing/pathTo';
import { exhibitionIdOf, exhibitionLink, exhibitionTitle, MISSING_EXHIBITION } from './exhibitions';
import { hallQuery, hallsQuery, shownHallId } from './hallQueries';

const exhibitionName = (search: URLSearchParams) => exhibitionTitle(search.get('id'));
const firstExhibition = exhibitionLink('1');

/** 云展览's route (`?id=` the exhibition, `hall=` the hall): its halls and the shown hall; an unknown exhibition answers 404. */
export const route = definePage({
  page: 'cloudExhibition',
  title: exhibitionName,
  crumbs: (search) => [
    crumbs.home,
    crumbs.cloud,
    { name: exhibitionName(search), path: pathTo('cloudExhibition', { id: search.get('id') || '1' }) },
  ],
  description: '云展览：在线漫游数字艺术展厅。',
  exists: (search) => exhibitionIdOf(search.get('id')) !== undefined,
  missing: {
    message: MISSING_EXHIBITION,
    label: `查看${firstExhibition.label}`,
    to: firstExhibition.to,
  },
  queries: (search) => ({ halls: hallsQuery(search) }),
  then: {
    halls: ({ rows }, dispatch, search) =>
      void startPageQuery(dispatch, hallQuery(shownHallId(search, rows))).catch(() => undefined),
  },
});

export const { loader, clientLoader, meta, handle, ErrorBoundary } = route;
