export { CommandPalette } from './CommandPalette';
export type {
  CommandPaletteGroup,
  CommandPaletteItem,
  CommandPaletteProps,
} from './CommandPalette';
