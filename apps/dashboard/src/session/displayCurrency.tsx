import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';

/** The global display currency: USD by default, kept across reloads (the spec). */
const STORAGE_KEY = 'displayCurrency';
const DEFAULT_CURRENCY = 'USD';

interface DisplayCurrency {
  currency: string;
  setCurrency: (shortName: string) => void;
}

const DisplayCurrencyContext = createContext<DisplayCurrency>({
  currency: DEFAULT_CURRENCY,
  setCurrency: () => undefined,
});

export function DisplayCurrencyProvider({ children }: { children: ReactNode }) {
  const [currency, setState] = useState(
    () => localStorage.getItem(STORAGE_KEY) ?? DEFAULT_CURRENCY,
  );
  const setCurrency = useCallback((shortName: string) => {
    localStorage.setItem(STORAGE_KEY, shortName);
    setState(shortName);
  }, []);
  return (
    <DisplayCurrencyContext.Provider value={{ currency, setCurrency }}>
      {children}
    </DisplayCurrencyContext.Provider>
  );
}

export function useDisplayCurrency() {
  return useContext(DisplayCurrencyContext);
}
