import { cooperationScenarios } from '../internal/editorial/cooperationContent';
import { crumbs } from '../routing/crumbs';
import { definePage } from '../routing/definePage';

const scenarioName = (pathname: string) =>
  cooperationScenarios.find((scenario) => scenario.path === pathname)?.name ?? cooperationScenarios[0]!.name;

/** The route of every 产业合作 scenario (文化旅游 …): one editorial module, named after the scenario's path. */
export const route = definePage({
  title: (_search, pathname) => scenarioName(pathname),
  page: 'cooperationTourism',
  crumbs: [crumbs.home, crumbs.cooperation],
  description: '产业合作：文化旅游、品牌推广、城市更新、乡村振兴与科技艺术表达。',
});

export const { loader, clientLoader, meta, handle, ErrorBoundary } = route;
