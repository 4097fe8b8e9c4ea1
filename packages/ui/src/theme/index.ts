export { GlobalStyle } from './GlobalStyle';
export { ThemeProvider } from './ThemeProvider';
export type { ThemeName, ThemeProviderProps } from './ThemeProvider';
