import { describe, expect, it } from 'vitest'
import {
  realtimeDumpFor,
  toleratingExistingRole,
  unsafeForSharedServer,
  withoutGrantorSupabaseAdmin,
} from '../../scripts/vendor-schema/build.ts'
import { type Catalog, diffCatalogs, partition } from '../../scripts/vendor-schema/diff.ts'
import {
  dbmateUp,
  extractEctoExecutes,
  splitStatements,
  substituteGoTemplate,
  usesEctoDsl,
} from '../../scripts/vendor-schema/sources.ts'
import { parseDatabaseFlag } from '../../scripts/vendor-schema/targets.ts'

// The pure parts of `npm run vendor:check`, on small fixtures written here (the vendors' files are
// not in the repository, so CI cannot run the check itself).

describe('Ecto execute extraction', () => {
  const migration = `defmodule Realtime.Tenants.Migrations.Example do
  use Ecto.Migration

  def up do
    execute("""
    create table if not exists realtime.things (
      id bigint primary key
    )
    """)
    execute(~S"""
    select '\\d' as raw
    """)
    execute("grant select on realtime.things to \\"anon\\"")
  end

  def down do
    execute("drop table realtime.things")
  end
end
`
  it('takes each execute of def up in order, heredocs dedented, and never def down', () => {
    expect(extractEctoExecutes(migration)).toEqual([
      'create table if not exists realtime.things (\n  id bigint primary key\n)',
      "select '\\d' as raw",
      'grant select on realtime.things to "anon"',
    ])
  })

  it('reads def change and the first argument of an execute(up, down) pair', () => {
    const source =
      'def change do\n  execute("alter table a add b int", "alter table a drop b")\nend'
    expect(extractEctoExecutes(source)).toEqual(['alter table a add b int'])
  })

  it('tells a migration written in the Ecto DSL, which has no SQL to extract', () => {
    const dsl =
      'def change do\n    create table(:channels, prefix: "realtime") do\n      add(:name, :string)\n    end\nend'
    expect(usesEctoDsl(dsl)).toBe(true)
    expect(extractEctoExecutes(dsl)).toEqual([])
    expect(usesEctoDsl(migration)).toBe(false)
  })
})

describe('Go template substitution', () => {
  it('puts the namespace where GoTrue migrations name it, spaced or not', () => {
    const sql =
      'create table {{ index .Options "Namespace" }}.users ();\nalter table {{index .Options "Namespace" }}.x'
    expect(substituteGoTemplate(sql, { Namespace: 'auth' })).toBe(
      'create table auth.users ();\nalter table auth.x',
    )
  })

  it('refuses a placeholder it has no value for', () => {
    expect(() => substituteGoTemplate('{{ index .Options "Other" }}', {})).toThrow(/Other/)
  })
})

describe('statement splitting', () => {
  it('keeps dollar-quoted bodies, strings and comments whole', () => {
    const sql = `-- a comment; with a semicolon
create function f() returns int language plpgsql as $$ begin return 1; end $$;
select 'a;b', "odd;name" from t; /* c; */
do $body$ begin perform 1; end $body$`
    expect(splitStatements(sql)).toEqual([
      '-- a comment; with a semicolon\ncreate function f() returns int language plpgsql as $$ begin return 1; end $$',
      `select 'a;b', "odd;name" from t`,
      '/* c; */\ndo $body$ begin perform 1; end $body$',
    ])
  })

  it('takes only the up part of a dbmate file', () => {
    expect(dbmateUp('-- migrate:up\ncreate role x;\n-- migrate:down\ndrop role x;').trim()).toBe(
      'create role x;',
    )
  })
})

describe('statements that would touch the whole server', () => {
  it('skips changes to the superuser and the server configuration', () => {
    expect(unsafeForSharedServer('ALTER ROLE postgres NOSUPERUSER')).toMatch(/superuser/)
    expect(unsafeForSharedServer('alter system set wal_level = logical')).toMatch(/configuration/)
    expect(unsafeForSharedServer('alter role anon set statement_timeout = 3s')).toBeNull()
  })

  it('turns create role into create-or-alter, so a role left by another database is brought in line', () => {
    const statement = toleratingExistingRole('create user authenticator noinherit')
    expect(statement).toContain("rolname = 'authenticator'")
    expect(statement).toContain('alter role authenticator with login noinherit')
    expect(toleratingExistingRole('select 1')).toBe('select 1')
  })
})

describe('statements a non-hosted cluster needs reworded', () => {
  it('drops GRANTED BY supabase_admin, which only a bootstrap superuser of that name may write', () => {
    const dump = `GRANT anon TO supabase_realtime_admin WITH INHERIT FALSE GRANTED BY supabase_admin;
    GRANT SET ON PARAMETER log_min_messages TO supabase_realtime_admin;`
    expect(
      withoutGrantorSupabaseAdmin(dump),
    ).toBe(`GRANT anon TO supabase_realtime_admin WITH INHERIT FALSE;
    GRANT SET ON PARAMETER log_min_messages TO supabase_realtime_admin;`)
    expect(withoutGrantorSupabaseAdmin('grant x to y granted by "supabase_admin"')).toBe(
      'grant x to y',
    )
    expect(withoutGrantorSupabaseAdmin('grant x to y granted by postgres')).toBe(
      'grant x to y granted by postgres',
    )
  })
})

describe('Realtime dump choice', () => {
  it('takes the dump for the server’s major, else the newest older one, never a newer one', () => {
    expect(realtimeDumpFor(15, [15, 17])).toBe(15)
    expect(realtimeDumpFor(17, [15, 17])).toBe(17)
    expect(realtimeDumpFor(18, [15, 17])).toBe(17)
    expect(realtimeDumpFor(16, [17, 15])).toBe(15)
    expect(realtimeDumpFor(14, [15, 17])).toBeNull()
    expect(realtimeDumpFor(17, [])).toBeNull()
  })
})

describe('--database', () => {
  it('runs both databases, server first, unless one is named', () => {
    expect(parseDatabaseFlag(undefined)).toEqual(['server', 'pglite'])
    expect(parseDatabaseFlag('both')).toEqual(['server', 'pglite'])
    expect(parseDatabaseFlag('pglite')).toEqual(['pglite'])
    expect(parseDatabaseFlag('server')).toEqual(['server'])
  })

  it('refuses any other name', () => {
    expect(() => parseDatabaseFlag('sqlite')).toThrow(/server, pglite or both/)
  })
})

describe('catalog diff and allow-list', () => {
  const vendor: Catalog = new Map([
    ['table auth.users', 'owner=supabase_auth_admin'],
    ['column auth.users.email', 'character varying(255) null'],
    ['table auth.sso_providers', 'owner=supabase_auth_admin'],
  ])
  const ours: Catalog = new Map([
    ['table auth.users', 'owner=postgres'],
    ['column auth.users.email', 'character varying(255) null'],
    ['table auth.extra', 'owner=postgres'],
  ])

  it('reports what is missing, extra and different, and fails without an allowance', () => {
    const differences = diffCatalogs(vendor, ours)
    expect(differences.map((d) => `${d.kind} ${d.key}`)).toEqual([
      'extra table auth.extra',
      'missing table auth.sso_providers',
      'differs table auth.users',
    ])
    expect(partition(differences, []).unexpected).toHaveLength(3)
  })

  it('lets an allowance cover only its kind, and reports an allowance that matches nothing', () => {
    const result = partition(diffCatalogs(vendor, ours), [
      { key: '* auth.sso_*', kind: 'missing', why: 'no SSO' },
      { key: 'table auth.users', kind: 'missing', why: 'wrong kind: it differs' },
    ])
    expect(result.allowed.map((d) => d.key)).toEqual(['table auth.sso_providers'])
    expect(result.unexpected.map((d) => d.key)).toEqual(['table auth.extra', 'table auth.users'])
    expect(result.unused.map((a) => a.why)).toEqual(['wrong kind: it differs'])
  })
})
