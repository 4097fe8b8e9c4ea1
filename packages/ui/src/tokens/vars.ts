import {
  breakpoints,
  fontFamily,
  fontSize,
  fontWeight,
  layout,
  lineHeight,
  motion,
  radius,
  shadow,
  space,
  zIndex,
} from './primitives';
import type { SemanticColors } from './semantic';
import { light } from './themes/light';

/** A token tree with every leaf replaced by a string (the `var(--md-…)` reference). */
type VarTree<T> = {
  readonly [K in keyof T]: T[K] extends string | number ? string : VarTree<T[K]>;
};

const PREFIX = '--md';

/** Flattens a tree to [custom property name, value] pairs: { a: { b: 'x' } } -> ['--md-a-b', 'x']. */
export function flattenTokens(tree: object, path: string[] = []): Array<[string, string]> {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? flattenTokens(value as object, [...path, key])
      : [[`${PREFIX}-${[...path, key].join('-')}`, String(value)] as [string, string]],
  );
}

function toVars<T extends object>(tree: T, path: string[]): VarTree<T> {
  return Object.fromEntries(
    Object.entries(tree).map(([key, value]) => [
      key,
      typeof value === 'object' && value !== null
        ? toVars(value as object, [...path, key])
        : `var(${PREFIX}-${[...path, key].join('-')})`,
    ]),
  ) as VarTree<T>;
}

/** Theme-invariant scales, written once under :root. */
export const scales = {
  space,
  fontSize,
  lineHeight,
  fontWeight,
  fontFamily,
  radius,
  shadow,
  zIndex,
  motion,
  layout,
} as const;

/**
 * What components read: `vars.color.tone.green.bg` is `var(--md-color-tone-green-bg)`.
 * Switching theme changes the custom properties, not the React tree.
 */
export const vars = {
  color: toVars<SemanticColors>(light, ['color']),
  ...toVars(scales, []),
} as const;

/** Media queries for the breakpoints, `@media ${media.md}`. */
export const media = {
  sm: `(min-width: ${breakpoints.sm}px)`,
  md: `(min-width: ${breakpoints.md}px)`,
  lg: `(min-width: ${breakpoints.lg}px)`,
  /** Phones: lists show their rows as cards, the menu opens as a drawer. */
  belowSm: `(max-width: ${breakpoints.sm - 1}px)`,
  belowMd: `(max-width: ${breakpoints.md - 1}px)`,
  belowLg: `(max-width: ${breakpoints.lg - 1}px)`,
} as const;
