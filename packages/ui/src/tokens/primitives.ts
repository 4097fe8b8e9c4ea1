/** Raw palette and scales. Only the theme files read these; components read `vars`. */
export const palette = {
  white: '#ffffff',
  black: '#000000',
  gray: {
    50: '#f7f8fa',
    100: '#eef0f4',
    200: '#dde1e8',
    300: '#c3c9d4',
    400: '#8e97a8',
    500: '#687386',
    600: '#4d5667',
    700: '#363d4a',
    800: '#23283a',
    900: '#151926',
    950: '#0c0f17',
  },
  brand: {
    50: '#eef4ff',
    100: '#d9e6ff',
    300: '#8cb2ff',
    500: '#2f6bff',
    600: '#1f55e0',
    700: '#1744b5',
    800: '#14388f',
  },
  green: {
    50: '#ebf9f1',
    100: '#cdf0dc',
    300: '#6fd39a',
    600: '#137a43',
    700: '#0f6136',
    900: '#0a3d22',
  },
  red: {
    50: '#fdeeee',
    100: '#f9d3d3',
    300: '#f08a8a',
    600: '#c22525',
    700: '#9e1c1c',
    900: '#5c1010',
  },
  orange: {
    50: '#fff4e8',
    100: '#ffe2c2',
    300: '#ffb062',
    600: '#a84f00',
    700: '#8a4000',
    900: '#4f2500',
  },
  blue: {
    50: '#eaf5fd',
    100: '#cbe7fa',
    300: '#7cc2f0',
    600: '#0b66a8',
    700: '#09548a',
    900: '#06304f',
  },
  indigo: {
    50: '#f0effe',
    100: '#dcd9fc',
    300: '#a59ef5',
    600: '#4f3fd1',
    700: '#3f31ad',
    900: '#251c66',
  },
} as const;

export const space = {
  0: '0',
  1: '4px',
  2: '8px',
  3: '12px',
  4: '16px',
  5: '20px',
  6: '24px',
  8: '32px',
  10: '40px',
  12: '48px',
  16: '64px',
} as const;

export const fontSize = {
  xs: '12px',
  sm: '13px',
  md: '14px',
  lg: '16px',
  xl: '20px',
  '2xl': '24px',
  '3xl': '30px',
} as const;

export const lineHeight = { tight: '1.25', normal: '1.5' } as const;
export const fontWeight = { regular: '400', medium: '500', semibold: '600', bold: '700' } as const;

export const fontFamily = {
  // System fonts: no web-font download on the critical path (see the bundle budget).
  sans: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
} as const;

export const radius = { none: '0', sm: '4px', md: '8px', lg: '12px', full: '9999px' } as const;

/** Elevation: one shadow per layer, so overlays read as stacked. */
export const shadow = {
  sm: '0 1px 2px rgba(12, 15, 23, 0.08)',
  md: '0 4px 12px rgba(12, 15, 23, 0.2)',
  lg: '0 8px 24px rgba(12, 15, 23, 0.14)',
  xl: '0 12px 32px rgba(12, 15, 23, 0.16)',
  modal: '0 24px 48px rgba(12, 15, 23, 0.24)',
  drawer: '0 0 48px rgba(12, 15, 23, 0.24)',
} as const;

export const zIndex = {
  base: '0',
  sticky: '10',
  header: '100',
  dropdown: '1000',
  drawer: '1100',
  modal: '1200',
  toast: '1300',
  tooltip: '1400',
} as const;

export const motion = {
  fast: '120ms',
  normal: '200ms',
  slow: '320ms',
  easing: 'cubic-bezier(0.2, 0, 0, 1)',
} as const;

/** Breakpoints as numbers (px) so media queries and JS agree. */
export const breakpoints = { sm: 640, md: 960, lg: 1280, xl: 1536 } as const;

/** Layout constants from the spec: dashboard header 74px, sidebar 250px. */
export const layout = {
  headerHeight: '74px',
  sidebarWidth: '250px',
  sidebarCollapsedWidth: '72px',
  contentMaxWidth: '1440px',
} as const;
