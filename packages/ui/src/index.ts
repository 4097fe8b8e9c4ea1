// The public API of @merchant/ui. Every export is listed by name; exports.test.ts pins the list.
export * from './tokens';
export { GlobalStyle, ThemeProvider } from './theme';
export type { ThemeName, ThemeProviderProps } from './theme';

export { Button } from './components/Button';
export type { ButtonProps, ButtonVariant, ButtonSize } from './components/Button';
export { Link, LinkProvider, useRenderLink } from './components/Link';
export type { LinkProps, LinkProviderProps, LinkComponentProps } from './components/Link';
export { Spinner } from './components/Spinner';
export type { SpinnerProps } from './components/Spinner';
export * from './icons';
