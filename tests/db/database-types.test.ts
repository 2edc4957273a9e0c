import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { DATABASE_TYPES_FILE, generateDatabaseTypes } from '../../scripts/db-types/generate.ts'

// CI's check that the committed row types are the migrations' own: they are generated again from a
// fresh PGlite and compared with functions/_shared/db/database.types.ts.

describe('the generated database types', () => {
  it('are current with supabase/migrations', { timeout: 300_000 }, async () => {
    const committed = await readFile(DATABASE_TYPES_FILE, 'utf8').catch(() => '')
    const generated = await generateDatabaseTypes()
    if (committed !== generated) {
      expect.fail(
        'functions/_shared/db/database.types.ts is not what the migrations generate: run npm run db:types',
      )
    }
    expect(generated).toMatch(/export type Database = \{/)
  })
})
