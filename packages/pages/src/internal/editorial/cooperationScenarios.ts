import { portalPages, type PageName } from '../../routing/portalRouteList';

/** The pages of 产业合作's scenarios: the route list's pages served by the cooperation module. */
type CooperationPage = {
  [Name in PageName]: (typeof portalPages)[Name]['module'] extends 'cooperation' ? Name : never;
}[PageName];

/** One 产业合作 scenario: its page (its 页面's slug), its label in the nav (its page name) and its path. */
type CooperationScenario = { page: CooperationPage; name: string; path: string };

const isScenario = (name: PageName): name is CooperationPage => portalPages[name].module === 'cooperation';

/** The scenarios in the nav's order. */
export const cooperationScenarios: readonly CooperationScenario[] = /* @__PURE__ */ (
  Object.keys(portalPages) as PageName[]
)
  .filter(isScenario)
  .map((page) => ({ page, name: portalPages[page].nav.label, path: portalPages[page].path }));

/** The scenario a path shows: its own, else the first. */
export const cooperationScenarioAt = (pathname: string): CooperationScenario =>
  cooperationScenarios.find((scenario) => scenario.path === pathname) ?? cooperationScenarios[0]!;
