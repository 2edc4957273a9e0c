import type { Allowance } from './diff.ts'

const storageExtras =
  'Storage API features the product does not use (S3 multipart uploads, analytics and vector ' +
  'buckets, the Iceberg catalog); the storage stand-in keeps files on disk'
const storageInternals =
  'the Storage API’s own SQL helpers (listing, search, size, delete guards and their triggers): ' +
  'the storage stand-in does that work in TypeScript; policies only need foldername/filename/extension'
const postgresChanges =
  'Postgres Changes internals (subscription table, WAL decoding and RLS filtering functions, their ' +
  'types): hosted they read logical replication; the realtime stand-in reads rows itself'

const storageFunctions = [
  'allow_any_operation',
  'allow_only_operation',
  'can_insert_object',
  'enforce_bucket_name_length',
  'get_common_prefix',
  'get_size_by_bucket',
  'list_multipart_uploads_with_delimiter',
  'list_objects_with_delimiter',
  'operation',
  'protect_delete',
  'search_by_timestamp',
  'search_v2',
  'search',
  'update_updated_at_column',
]
const postgresChangesFunctions = [
  'apply_rls',
  'build_prepared_statement_sql',
  'cast',
  'check_equality_op',
  'is_visible_through_filters',
  'list_changes',
  'quote_wal2json',
  'to_regrole',
  'wal2json_escape_identifier',
]

/**
 * What a hosted project has that the local stand-in deliberately does not, each with the reason.
 * `*` stands for any text. Anything else that differs fails `npm run vendor:check`, and so does an
 * entry here that no longer matches anything.
 */
export const ALLOW_LIST: Allowance[] = [
  { key: '* storage.s3_multipart_uploads*', kind: 'missing', why: storageExtras },
  { key: '* storage.buckets_analytics*', kind: 'missing', why: storageExtras },
  { key: '* storage.buckets_vectors*', kind: 'missing', why: storageExtras },
  { key: '* storage.vector_indexes*', kind: 'missing', why: storageExtras },
  { key: '* storage.iceberg_*', kind: 'missing', why: storageExtras },
  { key: 'index storage.idx_iceberg_*', kind: 'missing', why: storageExtras },
  { key: 'index storage.idx_multipart_*', kind: 'missing', why: storageExtras },
  ...storageFunctions.map((name) => ({
    key: `*function storage.${name}(*`,
    kind: 'missing' as const,
    why: storageInternals,
  })),
  { key: 'trigger storage.*', kind: 'missing', why: storageInternals },
  { key: '* realtime.subscription*', kind: 'missing', why: postgresChanges },
  { key: 'index realtime.*_subscription*', kind: 'missing', why: postgresChanges },
  ...postgresChangesFunctions.map((name) => ({
    key: `*function realtime.${name}(*`,
    kind: 'missing' as const,
    why: postgresChanges,
  })),
  { key: 'type realtime.*', kind: 'missing', why: postgresChanges },
  {
    key: '*function realtime.send_binary(*',
    kind: 'missing',
    why: 'binary broadcast from the database: the realtime stand-in delivers JSON payloads only',
  },
  {
    key: 'table realtime.messages',
    kind: 'differs',
    why: 'hosted, messages is partitioned by day and old partitions dropped; locally one table',
  },
  {
    key: 'constraint realtime.messages messages_payload_exclusive',
    kind: 'differs',
    why: 'hosted it was added NOT VALID, not to scan existing partitions; here it is validated',
  },
  {
    key: 'index realtime.messages_*',
    kind: 'differs',
    why: 'the same indexes, but hosted they are on the partitioned parent (ON ONLY)',
  },
  {
    key: 'role *',
    kind: 'differs',
    why:
      'locally nothing logs in as authenticator or the service admins (the stand-ins use our own ' +
      'connection), and supabase_admin is no superuser: postgres already is one',
  },
]
