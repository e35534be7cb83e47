import { portalApi } from '@art-portal/state';
import { data } from 'react-router';
import { crumbs } from '../routing/crumbs';
import { pageRoute } from '../routing/pageRoute';
import { exhibitionIdOf, exhibitions, exhibitionTitle, hallsQuery, MISSING_EXHIBITION } from './exhibitions';

const exhibitionName = (search: URLSearchParams) => exhibitionTitle(search.get('id'));

const route = pageRoute({
  name: exhibitionName,
  breadcrumb: (search) => [
    crumbs.home,
    crumbs.cloud,
    { name: exhibitionName(search), path: `/cloudExhibition?id=${search.get('id') || '1'}` },
  ],
  path: '/cloudExhibition',
  description: '云展览：在线漫游数字艺术展厅。',
  missing: {
    message: MISSING_EXHIBITION,
    label: `查看${exhibitions['1'].name}`,
    to: '/cloudExhibition?id=1',
  },
  queries: (dispatch, search) => {
    const id = exhibitionIdOf(search.get('id'));
    if (id === undefined) return;
    const halls = dispatch(
      portalApi.endpoints.exhibitionsListHalls.initiate(hallsQuery(id), { subscribe: false }),
    );
    void halls
      .unwrap()
      .then(({ rows }) => {
        const first = [...rows].sort((a, b) => a.sort - b.sort)[0];
        const hall = search.get('hall') || (first ? String(first.id) : '');
        if (hall !== '') dispatch(portalApi.util.prefetch('exhibitionsGetHall', { id: hall }, {}));
      })
      .catch(() => undefined);
  },
});

/** 云展览's route (`?id=` the exhibition, `hall=` the hall): its halls and the shown hall; an unknown exhibition answers 404. */
export const { clientLoader, meta, handle, ErrorBoundary } = route;

/** The halls and the first (or chosen) hall; 404 with the page's 展览不存在 for an id no exhibition has. */
export const loader: typeof route.loader = async (args) => {
  if (exhibitionIdOf(new URL(args.request.url).searchParams.get('id')) === undefined)
    throw data({ message: MISSING_EXHIBITION }, { status: 404 });
  return route.loader(args);
};
