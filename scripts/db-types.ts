// Writes functions/_shared/db/database.types.ts, the row types of the schema the migrations build
// (scripts/db-types/generate.ts says how). Run after adding a migration:
//   npm run db:types
// tests/db/database-types.test.ts fails while the committed file is not what this writes.
import { readFile, writeFile } from 'node:fs/promises'
import { relative } from 'node:path'
import { DATABASE_TYPES_FILE, generateDatabaseTypes } from './db-types/generate.ts'

const generated = await generateDatabaseTypes()
const current = await readFile(DATABASE_TYPES_FILE, 'utf8').catch(() => null)
const name = relative(process.cwd(), DATABASE_TYPES_FILE)
if (current === generated) {
  console.log(`${name} is current.`)
} else {
  await writeFile(DATABASE_TYPES_FILE, generated)
  console.log(`Wrote ${name}.`)
}
