/**
 * zod runs without compiling parsers on this page: the CSP has no 'unsafe-eval', and zod's probe for it
 * (`new Function('')`) is reported as a blocked eval. zod 4 keeps its configuration on
 * `globalThis.__zod_globalConfig`, shared by every copy of zod the shell and the remotes bring, and
 * decides per schema as it is built: so the setting is made here, first, before any module builds a schema.
 * Written directly rather than through `z.config`, which would put zod's core in the home page's boot;
 * the console test (e2e console-clean.spec) fails if zod ever reads it elsewhere.
 */
const page = globalThis as { __zod_globalConfig?: Record<string, unknown> }
page.__zod_globalConfig = { ...page.__zod_globalConfig, jitless: true }
