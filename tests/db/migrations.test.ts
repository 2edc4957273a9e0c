import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { listMigrations } from '../../platform/db/migrations.ts'
import { MIGRATIONS_DIR, prepareDatabase } from '../../platform/db/setup.ts'
import { databaseTargets, openFreshDatabase } from '../helpers/database.ts'

describe.each(databaseTargets())('migrations on $target', ({ target, skip }) => {
  it.skipIf(skip)('apply from empty and a second run applies nothing', async () => {
    const db = await openFreshDatabase(target)
    try {
      const first = await prepareDatabase(db.sql)
      const all = await listMigrations(MIGRATIONS_DIR)
      expect(first.applied.map((m) => m.version)).toEqual(all.map((m) => m.version))
      const second = await prepareDatabase(db.sql)
      expect(second.applied).toEqual([])

      const tables = await db.sql<{ table_name: string; rls: boolean }[]>`
        select c.relname as table_name, c.relrowsecurity as rls
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r' order by 1`
      expect(tables.map((t) => t.table_name)).toEqual([
        'announcement_broadcasts',
        'announcements',
        'booking_requests',
        'booking_settings',
        'checkout_recoveries',
        'download_log',
        'email_outbox',
        'gigs',
        'licence_grants',
        'licence_tiers',
        'mail_suppressions',
        'mailing_erasures',
        'mailing_segments',
        'message_replies',
        'messages',
        'order_items',
        'order_refunds',
        'orders',
        'products',
        'promotion_codes',
        'rate_limits',
        'resend_webhook_events',
        'roles',
        'service_enquiries',
        'session_bookings',
        'settings',
        'show_offer_payments',
        'show_offers',
        'stripe_events',
        'subscriber_tokens',
        'subscribers',
        'tracks',
        'unmatched_payments',
      ])
      expect(tables.filter((t) => !t.rls)).toEqual([])
    } finally {
      await db.close()
    }
  })
})

describe('the embedded database on disk', () => {
  let dir: string | undefined
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true })
  })

  it('keeps its data across a restart and applies a later migration exactly once', async () => {
    dir = await mkdtemp(join(tmpdir(), 'dj-db-'))
    const migrations = join(dir, 'migrations')
    await cp(MIGRATIONS_DIR, migrations, { recursive: true })

    let db = await openFreshDatabase('pglite', join(dir, 'data'))
    await prepareDatabase(db.sql, migrations)
    await db.sql`update public.settings set brand_name = 'Restart Test'`
    await db.close()

    await writeFile(
      join(migrations, '29990101000000_add_settings_note.sql'),
      'alter table public.settings add column note text;\n',
    )
    db = await openFreshDatabase('pglite', join(dir, 'data'))
    const second = await prepareDatabase(db.sql, migrations)
    expect(second.applied.map((m) => m.name)).toEqual(['add_settings_note'])
    const [row] = await db.sql`select brand_name, note from public.settings`
    expect(row).toEqual({ brand_name: 'Restart Test', note: null })
    await db.close()

    db = await openFreshDatabase('pglite', join(dir, 'data'))
    expect((await prepareDatabase(db.sql, migrations)).applied).toEqual([])
    await db.close()
  })
})
