import type { NavLink } from '@art-portal/ui-shell/app-shell';
import { exhibitionLinks } from '../cloud-exhibition/exhibitions';
import { pathTo } from './pathTo';
import { navSectionLabels, portalRouteList, type NavSectionName, type PageName } from './portalRouteList';

/** The sub-items a page brings instead of its own link: 云展览 has one per exhibition. */
const recordItems: Partial<Record<PageName, readonly NavLink[]>> = {
  cloudExhibition: exhibitionLinks,
};

/** The pages whose place in the nav is `section`, in the route list's order. */
export const sectionPages = (section: NavSectionName) =>
  portalRouteList.filter((page) => page.nav?.section === section);

/** A section's sub-menu: its pages' labels and links, or the records a page brings (云展览's exhibitions). */
export function sectionChildren(section: NavSectionName): NavLink[] {
  return sectionPages(section).flatMap(
    (page) =>
      recordItems[page.name] ?? (page.nav?.label ? [{ label: page.nav.label, to: pathTo(page.name) }] : []),
  );
}

/** A section's label and where it leads: its first sub-item, else its first page. Its nav item and its crumb. */
export function sectionLink(section: NavSectionName): NavLink {
  return {
    label: navSectionLabels[section],
    to: sectionChildren(section)[0]?.to ?? pathTo(sectionPages(section)[0]!.name),
  };
}
