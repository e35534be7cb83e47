import type { Crumb } from './Crumb';
import { pathTo } from './pathTo';
import { portalPages, type NavSectionName } from './portalRouteList';
import { sectionLink } from './sectionLinks';

/** A section of the top navigation as a crumb: its label, and where its nav item leads. */
const sectionCrumb = (section: NavSectionName): Crumb => {
  const { label, to } = sectionLink(section);
  return { name: label, path: to };
};

/** A page of a section's sub-menu as a crumb: its label there, and its path. */
const subPageCrumb = (name: 'artworks' | 'activities' | 'courses'): Crumb => ({
  name: portalPages[name].nav.label,
  path: pathTo(name),
});

/** The sections of ui.md's breadcrumbs: the nav's labels and links, and 行业资讯, which the nav does not name. */
export const crumbs = {
  home: sectionCrumb('home'),
  artworks: sectionCrumb('artworks'),
  digitalWorks: subPageCrumb('artworks'),
  calls: subPageCrumb('activities'),
  education: sectionCrumb('education'),
  courses: subPageCrumb('courses'),
  cooperation: sectionCrumb('cooperation'),
  friends: sectionCrumb('friends'),
  news: { name: '行业资讯', path: pathTo('news') },
  cloud: sectionCrumb('exhibition'),
} as const satisfies Record<string, Crumb>;
