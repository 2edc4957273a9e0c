import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runAs, type Tx } from '../../functions/_shared/db/request-context.ts'
import type { Database } from '../../platform/db/database.ts'
import { prepareDatabase } from '../../platform/db/setup.ts'
import { userClaims } from '../helpers/claims.ts'
import { databaseTargets, openFreshDatabase } from '../helpers/database.ts'
import { type Fixtures, insertFixtures } from './fixtures.ts'

// A track's preview waveform (peaks and duration): public like the preview, and only ever a
// whole, well-formed waveform.
describe.each(databaseTargets())('track waveforms on $target', ({ target, skip }) => {
  let db: Database
  let f: Fixtures

  beforeAll(async () => {
    if (skip) return
    db = await openFreshDatabase(target)
    await prepareDatabase(db.sql)
    f = await insertFixtures(db.sql)
    await db.sql`
      update public.tracks set preview_peaks = '{0.5,1,0.25}', preview_duration_seconds = 15.05
      where slug = 'sold-track'`
  })
  afterAll(async () => {
    await db?.close()
  })

  it.skipIf(skip)('visitors and signed-in users read a published track’s waveform', async () => {
    const read = (tx: Tx) => tx`
      select preview_peaks, preview_duration_seconds from public.tracks where slug = 'sold-track'`
    const expected = [{ preview_peaks: [0.5, 1, 0.25], preview_duration_seconds: 15.05 }]
    expect(await runAs(db.sql, { role: 'anon' }, read)).toEqual(expected)
    const fan = { role: 'authenticated' as const, claims: userClaims(f.fan) }
    expect(await runAs(db.sql, fan, read)).toEqual(expected)
  })

  it.skipIf(skip)('refuses levels outside 0-1, NaN, gaps and half a waveform', async () => {
    for (const [peaks, duration] of [
      ['{0.5,1.5}', 10],
      ['{-0.1}', 10],
      ['{NaN}', 10],
      ['{0.5,NULL}', 10],
      ['{}', 10],
      ['{{0.5},{1}}', 10],
      ['{0.5}', null],
      [null, 10],
      ['{0.5}', 0],
      ['{0.5}', 'Infinity'],
    ] as const) {
      const update = db.sql`
        update public.tracks set preview_peaks = ${peaks}::real[],
          preview_duration_seconds = ${duration}::double precision
        where slug = 'draft-track'`
      await expect(update, `${peaks} ${duration}`).rejects.toMatchObject({ code: '23514' })
    }
  })
})
