/** The page's list search: a search box, else the filter panel's button (FilterPanel marks it). */
const LIST_FILTER = 'main input[type="search"], main [data-filter-trigger]';

/**
 * Takes the merchant to the list's search: a search box gets the focus; the Filter button opens
 * its panel, which puts the focus on its first field. False when the page has no list filter.
 */
export function focusListFilter(): boolean {
  const target = document.querySelector<HTMLElement>(LIST_FILTER);
  if (!target) return false;
  if (target instanceof HTMLInputElement) target.focus();
  else if (target.getAttribute('aria-expanded') !== 'true') target.click();
  return true;
}
