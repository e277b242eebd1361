import { registerEnumType } from 'type-graphql';

/** docs/product.md#visibility-and-sharing: every shareable page is private or public. */
export enum Visibility {
  private = 'private',
  public = 'public',
}
registerEnumType(Visibility, { name: 'Visibility' });

/** The 19 theme colours (docs/product.md#theme-colours). */
export enum ThemeColor {
  red = 'red',
  orange = 'orange',
  amber = 'amber',
  yellow = 'yellow',
  lime = 'lime',
  green = 'green',
  emerald = 'emerald',
  teal = 'teal',
  cyan = 'cyan',
  sky = 'sky',
  blue = 'blue',
  indigo = 'indigo',
  violet = 'violet',
  purple = 'purple',
  fuchsia = 'fuchsia',
  pink = 'pink',
  brown = 'brown',
  stone = 'stone',
  slate = 'slate',
}
registerEnumType(ThemeColor, { name: 'ThemeColor' });
