import type { NavItem, NavItems } from '@art-portal/ui-shell/app-shell';
import { navSections, type NavSectionName } from '../routing/portalRouteList';
import { sectionChildren, sectionLink, sectionPages } from '../routing/sectionLinks';

const firstSegment = (path: string) => `/${path.split('/')[1]}`;

function sectionItem(key: NavSectionName): NavItem {
  const prefixes = sectionPages(key).map((page) => firstSegment(page.path));
  return {
    key,
    ...sectionLink(key),
    prefixes: prefixes.filter((prefix, index) => prefixes.indexOf(prefix) === index),
    children: sectionChildren(key),
  };
}

const keysOf = <T extends object>(group: T) => Object.keys(group) as (keyof T & NavSectionName)[];

/** The top navigation, from the pages' places in it (`portalPages`): its left and right groups. */
export const portalNav: NavItems = /* @__PURE__ */ {
  left: keysOf(navSections.left).map(sectionItem),
  right: keysOf(navSections.right).map(sectionItem),
};
