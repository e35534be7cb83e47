import { cooperationScenarioAt, cooperationScenarios } from '../internal/editorial/cooperationScenarios';
import { crumbs } from '../routing/crumbs';
import { definePage } from '../routing/definePage';
import { editorialQuery, editorialRecord } from '../internal/editorial/editorialQuery';

const names = cooperationScenarios.map((scenario) => scenario.name);

/** The route of every 产业合作 scenario (文化旅游 …): one module; each scenario's 页面 is named after its page in the route list. */
export const route = definePage({
  title: (_search, pathname) => cooperationScenarioAt(pathname).name,
  page: 'cooperationTourism',
  queries: (_search, pathname) => editorialQuery(cooperationScenarioAt(pathname).page),
  record: editorialRecord,
  crumbs: [crumbs.home, crumbs.cooperation],
  description: `${crumbs.cooperation.name}：${names.slice(0, -1).join('、')}与${names.at(-1)}。`,
});

export const { loader, clientLoader, meta, handle, ErrorBoundary } = route;
