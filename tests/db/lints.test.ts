import { describe, expect, it } from 'vitest'
import { prepareDatabase } from '../../platform/db/setup.ts'
import { databaseTargets, openFreshDatabase } from '../helpers/database.ts'

// Database lints in the manner of Supabase's splinter (the advisors of the dashboard), run on our
// migrated schema. Each is one that bites a project with an exposed API:
//  - rls_disabled_in_public (0013): a public table without RLS is readable and writable by anon.
//  - function_search_path_mutable (0011), for security definer functions: without a fixed
//    search_path a caller can shadow what the function calls and run code as its owner.
//  - auth_rls_initplan (0003): auth.uid() (or auth.jwt(), current_setting) un-wrapped in a policy is
//    called once per row; wrapped in a select, once per query.
//  - unindexed_foreign_keys (0001): deleting a parent scans the child table for each row.
//  - multiple_permissive_policies (0006): two permissive policies for one role and action are
//    both evaluated for every row (an OR the planner cannot simplify); one policy per role and
//    action says the whole rule in one place.
describe.each(databaseTargets())('splinter-style lints on $target', ({ target, skip }) => {
  it.skipIf(skip)('pass on the migrated schema', async () => {
    const db = await openFreshDatabase(target)
    try {
      await prepareDatabase(db.sql)

      const withoutRls = await db.sql<{ name: string }[]>`
        select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relrowsecurity`
      expect(withoutRls.map((row) => row.name)).toEqual([])

      const mutablePath = await db.sql<{ name: string }[]>`
        select p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public' and p.prosecdef
          and not exists (select from unnest(coalesce(p.proconfig, '{}')) c where c like 'search_path=%')`
      expect(mutablePath.map((row) => row.name)).toEqual([])

      const policies = await db.sql<{ name: string; expression: string }[]>`
        select tablename || '.' || policyname as name,
          coalesce(qual, '') || ' ' || coalesce(with_check, '') as expression
        from pg_policies where schemaname = 'public'`
      const perRow = policies.filter((policy) => callsPerRow(policy.expression))
      expect(perRow.map((policy) => policy.name)).toEqual([])

      const unindexed = await db.sql<{ name: string }[]>`
        select c.conrelid::regclass::text || '.' || c.conname as name
        from pg_constraint c join pg_namespace n on n.oid = c.connamespace
        where c.contype = 'f' and n.nspname = 'public'
          and not exists (
            select from pg_index i
            where i.indrelid = c.conrelid
              and (i.indkey::int2[])[0:cardinality(c.conkey) - 1] @> c.conkey
              and (i.indkey::int2[])[0:cardinality(c.conkey) - 1] <@ c.conkey)`
      expect(unindexed.map((row) => row.name)).toEqual([])

      // As splinter computes it: per table, role (a policy for `public` counts for every role)
      // and action (`all` counts for each).
      const overlapping = await db.sql<{ name: string }[]>`
        select format('%s %s %s: %s', tablename, role, action, string_agg(policyname, ', ' order by policyname)) as name
        from pg_policies
        cross join lateral unnest(
          case when 'public' = any(roles)
            then array['anon', 'authenticated', 'service_role']::name[] else roles end) as role
        cross join lateral unnest(
          case when cmd = 'ALL' then array['SELECT', 'INSERT', 'UPDATE', 'DELETE'] else array[cmd] end)
          as action
        where schemaname = 'public' and permissive = 'PERMISSIVE'
        group by tablename, role, action
        having count(*) > 1
        order by 1`
      expect(overlapping.map((row) => row.name)).toEqual([])
    } finally {
      await db.close()
    }
  })
})

/** True when a policy calls a per-request function outside a `(select ...)`, so once per row. */
function callsPerRow(expression: string): boolean {
  let rest = expression
  for (let at = rest.search(/\(\s*select\b/i); at !== -1; at = rest.search(/\(\s*select\b/i)) {
    let depth = 0
    let end = at
    for (; end < rest.length; end++) {
      if (rest[end] === '(') depth++
      if (rest[end] === ')' && --depth === 0) break
    }
    rest = rest.slice(0, at) + rest.slice(end + 1)
  }
  return /auth\.(uid|jwt|role|email)\(\)|current_setting\(/i.test(rest)
}

describe('the per-row call lint itself', () => {
  it('flags an un-wrapped auth.uid() and passes a wrapped one', () => {
    expect(callsPerRow('(owner_id = auth.uid())')).toBe(true)
    expect(callsPerRow('(owner_id = ( SELECT auth.uid() AS uid))')).toBe(false)
    expect(callsPerRow("((auth.jwt() ->> 'role'::text) = 'admin'::text)")).toBe(true)
    expect(callsPerRow("(( SELECT (auth.jwt() ->> 'role'::text)) = 'admin'::text)")).toBe(false)
    expect(callsPerRow('((select auth.uid()) = a) or (b = auth.uid())')).toBe(true)
  })
})
