// Generates a TypeScript client from an OpenAPI document with @hey-api/openapi-ts, as an integrator would:
//   node generate-client.mjs <openapi.json> <output folder>
// The generator prints with TypeScript's compiler API, which TypeScript 7 (the native compiler this project
// builds with) no longer offers: its imports of `typescript` are given TypeScript 5.9 (`typescript5`).
import { register } from 'node:module'

const typescript5 = `export async function resolve(specifier, context, next) {
  return next(specifier === 'typescript' ? 'typescript5' : specifier, context)
}`
register(`data:text/javascript,${encodeURIComponent(typescript5)}`, import.meta.url)

const { createClient } = await import('@hey-api/openapi-ts')
const [input, output] = process.argv.slice(2)
await createClient({ input, output, logs: { level: 'silent' } })
