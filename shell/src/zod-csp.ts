import { config } from 'zod/v4/core'

/**
 * zod runs without compiling parsers on this page: the CSP has no 'unsafe-eval', and zod's probe for it
 * (`new Function('')`) is reported as a blocked eval. zod keeps this setting on globalThis, shared by
 * every copy of zod the shell and the remotes bring, and decides per schema as it is built: so it is
 * set first, before any module that builds a schema.
 */
config({ jitless: true })
