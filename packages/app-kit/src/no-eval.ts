// The pages' Content-Security-Policy allows no eval, so zod must not compile its parsers with
// `new Function` (nor probe whether it may: the browser reports the probe as a violation). Zod
// decides when a schema is built, reading its global config (`globalThis.__zod_globalConfig`),
// so this is set before any module builds a schema: this module imports nothing, and each app's
// entry imports it first (`import '@sfi/app-kit/no-eval'`).
// The object is changed, not replaced: when the bundler puts zod in a chunk the entry imports, zod
// runs first and keeps the object it found.
const schemaConfig = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(schemaConfig.__zod_globalConfig ??= {}).jitless = true;

export {};
