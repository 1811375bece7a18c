export declare const UNUSED_BLUEPRINT_COMPONENTS: Record<string, readonly string[]>

/** A PostCSS plugin (see css-pruning.js). */
export declare function pruneBlueprintCss(components?: Record<string, readonly string[]>): {
  postcssPlugin: string
  Rule(rule: unknown): void
}

/** A Vite plugin (see blueprint-trims.js). */
export declare function lightIconNames(): {
  name: string
  enforce: 'pre'
  resolveId(source: string, importer: string | undefined): string | null
  load(id: string): string | null
}
