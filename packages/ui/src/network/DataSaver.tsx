import { createContext, useContext } from 'react';

/**
 * Whether the merchant saves data: images are not loaded and heavy parts wait to be asked for.
 * Off outside a provider; the app decides (its preference and the browser's Save-Data hint).
 */
const DataSaverContext = createContext(false);

export const DataSaverProvider = DataSaverContext.Provider;

export function useDataSaver(): boolean {
  return useContext(DataSaverContext);
}
