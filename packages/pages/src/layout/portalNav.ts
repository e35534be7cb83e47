import type { NavItem, NavItems, NavLink } from '@art-portal/ui-shell/app-shell';
import { exhibitions } from '../cloud-exhibition/exhibitions';
import { pathTo } from '../routing/pathTo';
import { navSections, portalRouteList, type PageName } from '../routing/portalRouteList';

/** The sub-items a page brings besides its own link: 云展览 has one per exhibition. */
const recordItems: Partial<Record<PageName, readonly NavLink[]>> = {
  cloudExhibition: Object.entries(exhibitions).map(([id, { name }]) => ({
    label: name,
    to: pathTo('cloudExhibition', { id }),
  })),
};

const firstSegment = (path: string) => `/${path.split('/')[1]}`;

function sectionItem([key, label]: [string, string]): NavItem {
  const pages = portalRouteList.filter((page) => page.nav?.section === key);
  const children = pages.flatMap(
    (page) =>
      recordItems[page.name] ?? (page.nav?.label ? [{ label: page.nav.label, to: pathTo(page.name) }] : []),
  );
  const prefixes = pages.map((page) => firstSegment(page.path));
  return {
    key,
    label,
    to: children[0]?.to ?? pathTo(pages[0]!.name),
    prefixes: prefixes.filter((prefix, index) => prefixes.indexOf(prefix) === index),
    children,
  };
}

/** The top navigation, from the pages' places in it (`portalPages`): its left and right groups. */
export const portalNav: NavItems = /* @__PURE__ */ {
  left: Object.entries(navSections.left).map(sectionItem),
  right: Object.entries(navSections.right).map(sectionItem),
};
