import { useEffect, type ReactNode } from 'react';
import { GlobalStyle } from './GlobalStyle';

export type ThemeName = 'light' | 'dark';

export interface ThemeProviderProps {
  /** Which colour theme to apply; written to `data-theme` on the document element. */
  theme?: ThemeName;
  /** The application. */
  children: ReactNode;
}

/**
 * Installs the global style and selects the colour theme. Theme switching is a CSS change
 * (a data attribute), so nothing below re-renders (ADR 001).
 */
export function ThemeProvider({ theme = 'light', children }: ThemeProviderProps) {
  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);
  return (
    <>
      <GlobalStyle />
      {children}
    </>
  );
}
