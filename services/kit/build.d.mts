import type { Options } from 'tsup'

/** Packages a Node bundle leaves to node_modules: native addons and drivers knex never loads here. */
export declare const NEVER_BUNDLED: string[]

/** tsup options for one self-contained ESM bundle per Node process. */
export declare function nodeServiceBundle(opts: { entry: string[] | Record<string, string> }): Options
