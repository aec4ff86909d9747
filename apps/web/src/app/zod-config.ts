// Zod would probe `new Function` for faster object parsing when the contract's schemas load; the content security
// policy refuses eval and the browser reports the refusal. Zod reads its configuration from this global, which it
// creates only when absent (zod/v4/core/core.js), so setting it before any schema loads costs no zod code in the
// first scripts (importing zod's `config` would add 4 KB). The root route imports this module first: route
// modules run before the client entry, and a screen's module may import a schema.
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined
}
globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true }

export {}
