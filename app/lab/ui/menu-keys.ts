/**
 * Where a menu's arrow, Home and End keys move its active item, wrapping at either end; undefined
 * for any other key. The Lab's menus (node-menu.tsx, file-menu.tsx) share it.
 */
export function menuKeyTarget(key: string, at: number, last: number): number | undefined {
  return { ArrowDown: at === last ? 0 : at + 1, ArrowUp: at === 0 ? last : at - 1, Home: 0, End: last }[key]
}
