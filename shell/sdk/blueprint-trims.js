// Plain JavaScript: vite.config files load it with Node, which does not read TypeScript from packages.

/**
 * Blueprint components the product never renders (none is exported by `src/blueprint.ts`, and no screen
 * writes their classes): their rules, light and dark, are dropped from the page's stylesheet. Each key is
 * a component, each value the roots of its classes (`bp6-<root>` and `bp6-<root>-…`).
 */
export const UNUSED_BLUEPRINT_COMPONENTS = {
  Alert: ['alert'],
  Breadcrumbs: ['breadcrumb', 'breadcrumbs'],
  CardList: ['card-list'],
  CheckboxCard: ['control-card'],
  CompoundTag: ['compound-tag'],
  ContextMenu: ['context-menu'],
  EditableText: ['editable-text'],
  EntityTitle: ['entity-title'],
  FileInput: ['file-input', 'file-upload'],
  HotkeysDialog: ['hotkey', 'key', 'key-combo'],
  MultistepDialog: ['multistep-dialog', 'dialog-step'],
  OverflowList: ['overflow-list'],
  Pre: ['code-block'],
  Section: ['section'],
  Slider: ['slider'],
  TagInput: ['tag-input'],
  Tree: ['tree'],
}

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&')

/**
 * A PostCSS plugin for the page-wide stylesheet: removes the rules of UNUSED_BLUEPRINT_COMPONENTS, and
 * the icon font's glyph rules (`.bp6-icon-<name>::before { content }`: the product draws icons as SVG, and
 * never loads that font). A rule shared with a used component keeps its other selectors. About a fifth
 * of Blueprint's CSS: bytes every first visit downloads, and rules every style recalculation matches.
 */
export function pruneBlueprintCss(components = UNUSED_BLUEPRINT_COMPONENTS) {
  const roots = Object.values(components).flat().map(escape).join('|')
  const unused = new RegExp(`\\.bp6-(?:${roots})(?:-[\\w-]+)?(?![\\w-])`)
  const glyph = /^\.bp6-icon-[a-z0-9-]+::?(?:before|after)$/
  return {
    postcssPlugin: 'seats-prune-blueprint-css',
    Rule(rule) {
      const isGlyph =
        rule.selectors.every((s) => glyph.test(s.trim())) &&
        rule.nodes.every((node) => node.type === 'decl' && node.prop === 'content')
      if (isGlyph) return void rule.remove()
      const kept = rule.selectors.filter((s) => !unused.test(s))
      if (kept.length === 0) rule.remove()
      else if (kept.length < rule.selectors.length) rule.selectors = kept
    },
  }
}
pruneBlueprintCss.postcss = true

const ICON_NAMES_STAND_IN = '\0seats:blueprint-icon-names'

/**
 * A Vite plugin for the build that bundles Blueprint: its icons package builds, when it loads, a table
 * of every icon's name in two spellings (1,300 entries, with a case-conversion library) only to answer
 * "is this an icon name?" and "load them all". The product loads icons by name through its own loader
 * (`src/ui/icon-loader.ts`), which refuses a name it cannot find, and never loads them all: the table is
 * replaced by a name check (8 KiB gzip less, and no start-up loop).
 */
export function lightIconNames() {
  return {
    name: 'seats:light-icon-names',
    enforce: 'pre',
    resolveId(source, importer) {
      if (
        source === './iconNames' &&
        importer &&
        /[\\/]@blueprintjs[\\/]icons[\\/]lib[\\/]esm[\\/]/.test(importer)
      )
        return ICON_NAMES_STAND_IN
      return null
    },
    load(id) {
      if (id !== ICON_NAMES_STAND_IN) return null
      return [
        'export const IconNames = {}',
        'const iconName = /^[a-z0-9]+(?:-[a-z0-9]+)*$/',
        "export const IconNamesSet = { has: (name) => typeof name === 'string' && iconName.test(name) }",
      ].join('\n')
    },
  }
}
