import { Icons, IconSize, type IconName, type IconPaths } from '@blueprintjs/icons'
import { ICON_PATHS_16 } from './icon-set'

/** 'grid-view' -> 'GridView': how Blueprint's generated path sets name their icons. */
const pascalName = (name: string): string =>
  name.replace(/(^|-)([a-z0-9])/g, (_match, _dash: string, c: string) => c.toUpperCase())

/**
 * Icons load by name: the ones the screens use come with the sdk (icon-set.ts); any other icon, or a large
 * one, loads Blueprint's set for its size once, as Blueprint itself would.
 */
async function loadIconPaths(name: IconName, size: IconSize): Promise<IconPaths> {
  if (size < IconSize.LARGE) {
    const known = ICON_PATHS_16[name]
    if (known) return known
  }
  const set = (size < IconSize.LARGE
    ? await import('@blueprintjs/icons/lib/esm/generated/16px/paths')
    : await import('@blueprintjs/icons/lib/esm/generated/20px/paths')) as unknown as Record<
    string,
    IconPaths | undefined
  >
  const paths = set[pascalName(name)]
  if (!paths) throw new Error(`no icon named ${name}`)
  return paths
}

/** Installs the loader for every Icon on the page; the platform does it before anything is drawn. */
export function installIconLoader(): void {
  Icons.setLoaderOptions({ loader: loadIconPaths })
}
