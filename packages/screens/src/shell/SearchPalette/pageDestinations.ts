import { PATHS, type RouteId } from '../../routes/paths';
import { dashboardMenu, type MenuGroup } from '../menu';
import { pageTitle } from '../pageTitle';

/** A page the search goes to by its name. */
export interface PageDestination {
  /** Its name: the menu's label, or its route's name for a page the menu does not list. */
  label: string;
  /** Where it sits: the menu group, or the top bar's title of a page outside the menu. */
  section: string;
  href: string;
}

/** 'virtualAccounts' -> 'Virtual accounts'. */
function routeName(id: RouteId): string {
  const words = id.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The pages of the route table the search offers: every built page without a parameter, named
 * as the menu names it (menu order first), the others by their route's name.
 */
export function pageDestinations(
  built: readonly RouteId[],
  menu: readonly MenuGroup[] = dashboardMenu,
): PageDestination[] {
  const hrefs = new Set<string>(built.map((id) => PATHS[id]).filter((href) => !href.includes(':')));
  const inMenu = menu.flatMap((group) =>
    group.items.flatMap((item) =>
      [item.href, ...(item.aliases ?? [])]
        .filter((href) => hrefs.has(href))
        .slice(0, 1)
        .map((href) => ({ label: item.label, section: group.label, href })),
    ),
  );
  const named = new Set<string>(
    menu.flatMap((group) => group.items.flatMap((item) => [item.href, ...(item.aliases ?? [])])),
  );
  const others = built
    .filter((id) => hrefs.has(PATHS[id]) && !named.has(PATHS[id]))
    .map((id) => ({ label: routeName(id), section: pageTitle(PATHS[id]), href: PATHS[id] }));
  return [...inMenu, ...others];
}

/** The pages whose name or section holds every word typed, in their order. */
export function matchingPages(pages: readonly PageDestination[], query: string): PageDestination[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  return pages.filter((page) => {
    const text = `${page.label} ${page.section}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}
