import type { Sql } from '../../platform/db/database.ts'
import type { Catalog } from './diff.ts'

export const SCHEMAS = ['auth', 'storage', 'realtime']

/** The roles a hosted project has that the three services and the API rely on. */
export const ROLES = [
  'anon',
  'authenticated',
  'service_role',
  'authenticator',
  'supabase_admin',
  'supabase_auth_admin',
  'supabase_storage_admin',
  'supabase_realtime_admin',
]

type Row = { key: string; value: string }

/** Reads what the comparison covers from pg_catalog, each object as one key and its description. */
export async function readCatalog(sql: Sql): Promise<Catalog> {
  const queries = [
    sql<Row[]>`
      select 'schema ' || nspname as key, 'owner=' || pg_get_userbyid(nspowner) as value
      from pg_namespace where nspname = any(${SCHEMAS})`,
    sql<Row[]>`
      select 'table ' || n.nspname || '.' || c.relname as key,
        'kind=' || c.relkind::text || ' owner=' || pg_get_userbyid(c.relowner)
          || ' rls=' || c.relrowsecurity as value
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = any(${SCHEMAS}) and c.relkind in ('r', 'p', 'v', 'm') and not c.relispartition`,
    sql<Row[]>`
      select 'column ' || n.nspname || '.' || c.relname || '.' || a.attname as key,
        format_type(a.atttypid, a.atttypmod)
          || case when a.attnotnull then ' not null' else ' null' end
          || coalesce(' default ' || pg_get_expr(d.adbin, d.adrelid), '')
          || case a.attgenerated when 's' then ' generated' else '' end
          || case when a.attidentity <> '' then ' identity' else '' end as value
      from pg_attribute a
      join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
      left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
      where n.nspname = any(${SCHEMAS}) and c.relkind in ('r', 'p', 'v', 'm')
        and not c.relispartition and a.attnum > 0 and not a.attisdropped`,
    sql<Row[]>`
      select 'function ' || n.nspname || '.' || p.proname
          || '(' || pg_get_function_identity_arguments(p.oid) || ')' as key,
        'returns ' || pg_get_function_result(p.oid) || ' language=' || l.lanname
          || ' volatility=' || p.provolatile::text || ' security_definer=' || p.prosecdef
          || ' config=' || coalesce(array_to_string(p.proconfig, ','), '')
          || ' owner=' || pg_get_userbyid(p.proowner) as value
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      join pg_language l on l.oid = p.prolang
      where n.nspname = any(${SCHEMAS})`,
    sql<Row[]>`
      select 'type ' || n.nspname || '.' || t.typname as key,
        case t.typtype
          when 'e' then 'enum(' || (select string_agg(enumlabel, ',' order by enumsortorder)
            from pg_enum where enumtypid = t.oid) || ')'
          else 'composite(' || (select string_agg(attname || ' ' || format_type(atttypid, atttypmod), ',' order by attnum)
            from pg_attribute where attrelid = t.typrelid and attnum > 0) || ')'
        end as value
      from pg_type t join pg_namespace n on n.oid = t.typnamespace
      where n.nspname = any(${SCHEMAS}) and (t.typtype = 'e'
        or (t.typtype = 'c' and (select relkind from pg_class where oid = t.typrelid) = 'c'))`,
    sql<Row[]>`
      select 'index ' || schemaname || '.' || indexname as key,
        regexp_replace(indexdef, '^CREATE (UNIQUE )?INDEX \\S+ ON ', '\\1on ') as value
      from pg_indexes where schemaname = any(${SCHEMAS})`,
    sql<Row[]>`
      select 'constraint ' || n.nspname || '.' || t.relname || ' ' || c.conname as key,
        pg_get_constraintdef(c.oid) as value
      from pg_constraint c join pg_namespace n on n.oid = c.connamespace
      join pg_class t on t.oid = c.conrelid
      where n.nspname = any(${SCHEMAS}) and c.contype in ('f', 'c') and c.conrelid <> 0`,
    sql<Row[]>`
      select 'trigger ' || n.nspname || '.' || c.relname || ' ' || t.tgname as key,
        regexp_replace(pg_get_triggerdef(t.oid), '^CREATE (CONSTRAINT )?TRIGGER \\S+ ', '') as value
      from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = any(${SCHEMAS}) and not t.tgisinternal`,
    sql<Row[]>`
      select 'role ' || rolname as key,
        'login=' || rolcanlogin || ' inherit=' || rolinherit || ' bypassrls=' || rolbypassrls
          || ' superuser=' || rolsuper || ' createrole=' || rolcreaterole as value
      from pg_roles where rolname = any(${ROLES})`,
    sql<Row[]>`
      select 'membership ' || r.rolname || ' in ' || g.rolname as key, 'member' as value
      from pg_auth_members m join pg_roles r on r.oid = m.member join pg_roles g on g.oid = m.roleid
      where r.rolname = any(${ROLES}) and g.rolname = any(${ROLES})`,
    sql<Row[]>`
      select 'grant schema ' || n.nspname || ' to ' || coalesce(r.rolname, 'public') as key,
        string_agg(a.privilege_type, ',' order by a.privilege_type) as value
      from pg_namespace n, aclexplode(n.nspacl) a left join pg_roles r on r.oid = a.grantee
      where n.nspname = any(${SCHEMAS}) and (r.rolname = any(${ROLES}) or a.grantee = 0)
      group by 1`,
    sql<Row[]>`
      select 'grant table ' || n.nspname || '.' || c.relname || ' to ' || coalesce(r.rolname, 'public') as key,
        string_agg(a.privilege_type, ',' order by a.privilege_type) as value
      from pg_class c join pg_namespace n on n.oid = c.relnamespace,
        aclexplode(c.relacl) a left join pg_roles r on r.oid = a.grantee
      where n.nspname = any(${SCHEMAS}) and c.relkind in ('r', 'p', 'v') and not c.relispartition
        and (r.rolname = any(${ROLES}) or a.grantee = 0) and a.grantee <> c.relowner
      group by 1`,
    sql<Row[]>`
      select 'grant function ' || n.nspname || '.' || p.proname
          || '(' || pg_get_function_identity_arguments(p.oid) || ') to ' || coalesce(r.rolname, 'public') as key,
        string_agg(a.privilege_type, ',' order by a.privilege_type) as value
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace,
        aclexplode(coalesce(p.proacl, acldefault('f', p.proowner))) a left join pg_roles r on r.oid = a.grantee
      where n.nspname = any(${SCHEMAS}) and (r.rolname = any(${ROLES}) or a.grantee = 0)
        and a.grantee <> p.proowner
      group by 1`,
    sql<Row[]>`
      select 'policy ' || schemaname || '.' || tablename || ' ' || policyname as key,
        cmd || ' to ' || array_to_string(roles, ',') || ' using ' || coalesce(qual, '-')
          || ' check ' || coalesce(with_check, '-') as value
      from pg_policies where schemaname = any(${SCHEMAS})`,
  ]
  const catalog: Catalog = new Map()
  for (const rows of await Promise.all(queries)) {
    for (const row of rows) catalog.set(row.key, row.value)
  }
  return catalog
}
