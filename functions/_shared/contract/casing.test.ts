import { readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'

// One casing: every field the functions answer with or accept is snake_case, as in the database,
// Stripe and Supabase. The strict schemas in the integration tests then hold the answers to it.

// The contract's root and its `admin/` and `site/` folders: `site/site.ts`, `admin/sales.ts`…
const files = readdirSync(new URL('.', import.meta.url), { recursive: true, encoding: 'utf8' })
  .map((file) => file.replaceAll('\\', '/'))
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
const modules = await Promise.all(
  files.map(async (file) => ({
    file,
    exports: (await import(/* @vite-ignore */ new URL(file, import.meta.url).href)) as object,
  })),
)
const SNAKE = /^[a-z][a-z0-9]*(_[a-z0-9]+)*$/

function propertyNames(schema: unknown, path: string, found: string[]): string[] {
  // Arrays are walked as objects keyed by index.
  if (schema && typeof schema === 'object') {
    for (const [key, value] of Object.entries(schema)) {
      if (key === 'properties' && value && typeof value === 'object') {
        for (const name of Object.keys(value)) found.push(`${path}.${name}`)
      }
      propertyNames(value, `${path}.${key}`, found)
    }
  }
  return found
}

const schemas = modules.flatMap(({ file, exports }) =>
  Object.entries(exports)
    .filter((entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType)
    .map(([name, schema]) => ({ name: `${file} ${name}`, schema })),
)

describe('the shared contract', () => {
  it('holds the request and answer schemas', () => {
    expect(schemas.map((entry) => entry.name)).toEqual(
      expect.arrayContaining(['site/site.ts PublicSettings', 'checkout.ts CheckoutInput']),
    )
  })

  it.each(schemas)('$name names every field in snake_case', ({ schema }) => {
    const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' })
    const fields = propertyNames(json, '', [])
    const camel = fields.filter((field) => !SNAKE.test(field.slice(field.lastIndexOf('.') + 1)))
    expect(camel).toEqual([])
  })
})
