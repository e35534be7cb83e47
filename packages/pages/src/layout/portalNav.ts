import type { NavItem, NavLink } from '@art-portal/ui-shell/app-shell';
import { exhibitions } from '../cloud-exhibition/exhibitions';
import { pathTo } from '../routing/pathTo';
import { navSections, portalRouteList, type NavSectionName, type PageName } from '../routing/portalRouteList';

/** The sub-items a page brings besides its own link: 云展览 has one per exhibition. */
const recordItems: Partial<Record<PageName, readonly NavLink[]>> = {
  cloudExhibition: Object.entries(exhibitions).map(([id, { name }]) => ({
    label: name,
    to: pathTo('cloudExhibition', { id }),
  })),
};

const firstSegment = (path: string) => `/${path.split('/')[1] ?? ''}`;

function sectionItem(key: NavSectionName): NavItem {
  const pages = portalRouteList.filter((page) => page.nav?.section === key);
  const children = pages.flatMap(
    (page) =>
      recordItems[page.name] ?? (page.nav?.label ? [{ label: page.nav.label, to: pathTo(page.name) }] : []),
  );
  return {
    key,
    label: navSections[key].label,
    to: children[0]?.to ?? pages[0]?.path ?? pathTo('home'),
    prefixes: [...new Set(pages.map((page) => firstSegment(page.path)))],
    ...(children.length > 0 ? { children } : {}),
  };
}

const sections = Object.keys(navSections) as NavSectionName[];
const itemsOf = (group: 'left' | 'right') =>
  sections.filter((key) => navSections[key].group === group).map(sectionItem);

/** The top navigation, from the pages' places in it (`portalPages`): its left and right groups. */
export const portalNav: { left: readonly NavItem[]; right: readonly NavItem[] } = {
  left: itemsOf('left'),
  right: itemsOf('right'),
};
