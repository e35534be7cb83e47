import { cooperationScenarioAt, cooperationScenarios } from '../internal/editorial/cooperationContent';
import { crumbs } from '../routing/crumbs';
import { definePage } from '../routing/definePage';

const names = cooperationScenarios.map((scenario) => scenario.name);

/** The route of every 产业合作 scenario (文化旅游 …): one editorial module, named after the scenario's path. */
export const route = definePage({
  title: (_search, pathname) => cooperationScenarioAt(pathname).name,
  page: 'cooperationTourism',
  crumbs: [crumbs.home, crumbs.cooperation],
  description: `${crumbs.cooperation.name}：${names.slice(0, -1).join('、')}与${names.at(-1)}。`,
});

export const { loader, clientLoader, meta, handle, ErrorBoundary } = route;
