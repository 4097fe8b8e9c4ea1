/**
 * Loads the views' tabs once: a list with saved views renders them, and 'Save as a new view'
 * starts loading them while the merchant names the first one, so they arrive with it.
 */
export const loadViewTabs = () => import('./ViewTabs').then((module) => module.ViewTabs);
