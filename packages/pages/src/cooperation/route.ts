import { crumbs } from '../routing/crumbs';
import { pageRoute, type PageRoute } from '../routing/pageRoute';
import { cooperationScenarios } from '../internal/editorial/cooperationContent';

/** One route per 产业合作 scenario (文化旅游 …), each editorial. */
export const cooperationRoutes: Record<string, PageRoute> = Object.fromEntries(
  cooperationScenarios.map((scenario) => [
    scenario.path,
    pageRoute({ name: scenario.name, breadcrumb: [crumbs.home, crumbs.cooperation], path: scenario.path, description: `产业合作：${scenario.name}。` }),
  ]),
);
