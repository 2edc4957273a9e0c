import { describe, expect, it } from 'vitest'
import { applySupabaseBase } from '../../platform/db/migrations.ts'
import { databaseTargets, openFreshDatabase } from '../helpers/database.ts'

// What `npm run vendor:check` compared with the vendors' releases (README, "The vendors' schemas"),
// held here where CI can check it without their files: the ledgers at the pinned versions, the
// service roles owning their schemas' objects, and GoTrue's tables closed to the API roles.
describe.each(databaseTargets())('the Supabase base schema on $target', ({ target, skip }) => {
  it.skipIf(skip)(
    'has the ledgers, owners and row-level security of a hosted project',
    async () => {
      const db = await openFreshDatabase(target)
      try {
        await applySupabaseBase(db.sql)
        await applySupabaseBase(db.sql)

        const [ledgers] = await db.sql<{ auth: string; storage: string; realtime: string }[]>`
        select (select max(version) from auth.schema_migrations) as auth,
          (select max(id)::text from storage.migrations) as storage,
          (select max(version)::text from realtime.schema_migrations) as realtime`
        expect(ledgers).toEqual({
          auth: '20260625000000',
          storage: '63',
          realtime: '20260709120000',
        })

        const owners = await db.sql<{ schema: string; owners: string[] }[]>`
        select n.nspname as schema, array_agg(distinct pg_get_userbyid(c.relowner)) as owners
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname in ('auth', 'storage', 'realtime') and c.relkind = 'r'
        group by 1 order by 1`
        expect(owners).toEqual([
          { schema: 'auth', owners: ['supabase_auth_admin'] },
          { schema: 'realtime', owners: ['supabase_admin', 'supabase_realtime_admin'] },
          { schema: 'storage', owners: ['supabase_storage_admin'] },
        ])

        const [users] = await db.sql<{ columns: number; rls: boolean }[]>`
        select count(*)::int as columns, bool_and(c.relrowsecurity) as rls
        from information_schema.columns i
        join pg_class c on c.oid = 'auth.users'::regclass
        where i.table_schema = 'auth' and i.table_name = 'users'`
        expect(users).toEqual({ columns: 35, rls: true })

        // Row-level security on and no policy: an API role sees no user, even with table grants.
        const seen = await db.sql.begin(async (tx) => {
          await tx`insert into auth.users (id, email) values (gen_random_uuid(), 'someone@example.com')`
          await tx`grant select on auth.users to authenticated`
          await tx`set local role authenticated`
          return tx`select id from auth.users`
        })
        expect(seen).toEqual([])

        const functions = await db.sql<{ name: string }[]>`
        select n.nspname || '.' || p.proname as name from pg_proc p
        join pg_namespace n on n.oid = p.pronamespace
        where n.nspname in ('auth', 'storage', 'realtime') order by 1`
        expect(functions.map((f) => f.name)).toEqual([
          'auth.email',
          'auth.jwt',
          'auth.role',
          'auth.uid',
          'realtime.broadcast_changes',
          'realtime.send',
          'realtime.topic',
          'storage.extension',
          'storage.filename',
          'storage.foldername',
        ])

        // As supabase/postgres left them (20231013070755): the Storage API's role reaches the API
        // roles through authenticator only, Realtime's is a member of them.
        const members = await db.sql<{ member: string; roles: string[] }[]>`
        select r.rolname as member, array_agg(g.rolname::text order by g.rolname) as roles
        from pg_auth_members m join pg_roles r on r.oid = m.member
        join pg_roles g on g.oid = m.roleid
        where r.rolname in ('supabase_storage_admin', 'supabase_realtime_admin')
        group by 1 order by 1`
        expect(members).toEqual([
          { member: 'supabase_realtime_admin', roles: ['anon', 'authenticated', 'service_role'] },
          { member: 'supabase_storage_admin', roles: ['authenticator'] },
        ])
      } finally {
        await db.close()
      }
    },
  )
})
