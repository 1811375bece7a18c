import { z } from 'zod'

/**
 * In the browser zod runs without compiling parsers: the pages' CSP has no 'unsafe-eval', and zod's probe
 * for it (`new Function('')`) is logged as a blocked eval on every page. Imported first by the index, so
 * the setting precedes every schema (zod decides per schema, as it is built). Servers keep the faster parsers.
 */
if ('document' in globalThis) z.config({ jitless: true })
