import { randomUUID } from 'node:crypto'
import type { Sql } from '../db/database.ts'

export type ChannelRole = 'anon' | 'authenticated' | 'service_role'

/** Who joins a channel: the role and claims of the token the client presented. */
export type ChannelIdentity = { role: ChannelRole; claims: Record<string, unknown> }

const ROLLBACK = Symbol('rollback')

/**
 * Realtime Authorization, as supabase/realtime does it (Realtime.Tenants.Authorization), in a
 * transaction that is always rolled back, as the joining user (role, claims, `realtime.topic`):
 * - read: a probe message for the topic, inserted first, is visible to them through row-level
 *   security;
 * - write: they may insert a message for the topic themselves.
 * A policy that fails to evaluate counts as a refusal.
 */
export async function mayUseTopic(
  sql: Sql,
  topic: string,
  identity: ChannelIdentity,
  access: 'read' | 'write',
): Promise<boolean> {
  const probe = randomUUID()
  const sub = typeof identity.claims.sub === 'string' ? identity.claims.sub : ''
  let allowed = false
  try {
    await sql.begin(async (tx) => {
      if (access === 'read') {
        await tx`
          insert into realtime.messages (id, topic, extension) values (${probe}, ${topic}, 'broadcast')`
      }
      await tx`
        select
          set_config('role', ${identity.role}, true),
          set_config('realtime.topic', ${topic}, true),
          set_config('request.jwt.claims', ${JSON.stringify(identity.claims)}, true),
          set_config('request.jwt.claim.sub', ${sub}, true),
          set_config('request.jwt.claim.role', ${identity.role}, true)`
      if (access === 'read') {
        const rows = await tx`select id from realtime.messages where id = ${probe}`
        allowed = rows.length === 1
      } else {
        await tx`
          insert into realtime.messages (id, topic, extension) values (${probe}, ${topic}, 'broadcast')`
        allowed = true
      }
      throw ROLLBACK
    })
  } catch (error) {
    if (error !== ROLLBACK) return false
  }
  return allowed
}
