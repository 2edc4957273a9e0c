import bcrypt from 'bcryptjs'
import { createUser } from '../auth/users.ts'
import type { Sql } from '../db/database.ts'

export const DEMO_ACCOUNTS = [
  { email: 'owner@example.com', name: 'Owner (admin)' },
  { email: 'fan@example.com', name: 'Fan' },
] as const

/**
 * The local demo accounts. Their shared password is this installation's secret; it is set again
 * at every start so DEMO_PASSWORD always wins. The owner's admin role comes from seed.sql.
 */
export async function ensureDemoUsers(sql: Sql, password: string): Promise<void> {
  for (const account of DEMO_ACCOUNTS) {
    const { id, created } = await createUser(sql, {
      email: account.email,
      password,
      userMetadata: { full_name: account.name },
    })
    if (created) continue
    const [row] = await sql<{ encrypted_password: string }[]>`
      select encrypted_password from auth.users where id = ${id}`
    if (row && (await bcrypt.compare(password, row.encrypted_password))) continue
    await sql`
      update auth.users set encrypted_password = ${await bcrypt.hash(password, 10)}, updated_at = now()
      where id = ${id}`
  }
}
