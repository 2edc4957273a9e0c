import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  answer,
  constraintViolation,
  databaseError,
  isDatabaseError,
  refusalError,
  refusalHint,
  SQLSTATE,
} from '../../functions/_shared/db/refusals.ts'
import { AppError } from '../../functions/_shared/http/errors.ts'
import type { Database } from '../../platform/db/database.ts'
import { databaseTargets, openFreshDatabase } from '../helpers/database.ts'

// The one place a database refusal becomes an AppError, fed the errors a real Postgres raises.

describe.each(databaseTargets())('database refusals on $target', ({ target, skip }) => {
  let db: Database
  beforeAll(async () => {
    if (skip) return
    db = await openFreshDatabase(target)
    await db.sql.unsafe(`
      create table refusal_probe (
        slug text constraint refusal_probe_slug_key unique,
        quote integer constraint quote_positive check (quote > 0)
      )`)
  })
  afterAll(async () => {
    await db?.close()
  })

  /** The error `statement` fails with. */
  async function refusal(statement: string): Promise<unknown> {
    try {
      await db.sql.unsafe(statement)
    } catch (error) {
      return error
    }
    throw new Error(`${statement} did not fail`)
  }
  const raise = (errcode: string, hint: string, detail = 'x') =>
    refusal(`do $$ begin raise exception 'refused' using errcode = '${errcode}',
      hint = '${hint}', detail = '${detail}'; end $$`)

  it.skipIf(skip)('turns a known HINT raised with P0001 into the catalogue’s error', async () => {
    const error = await raise('P0001', 'offer_expired')
    const answered = refusalError(error, {
      offer_expired: answer('offer_expired'),
      offer_withdrawn: answer('offer_withdrawn'),
    })
    expect(answered).toBeInstanceOf(AppError)
    expect(answered).toMatchObject({ code: 'offer_expired', status: 410 })
    expect(databaseError(error)).toEqual({
      code: 'P0001',
      hint: 'offer_expired',
      detail: 'x',
      constraint_name: undefined,
    })
  })

  it.skipIf(skip)(
    'leaves an unknown HINT, or a known one under another SQLSTATE, alone',
    async () => {
      const known = { offer_expired: answer('offer_expired') }
      expect(refusalError(await raise('P0001', 'something_else'), known)).toBeNull()
      expect(refusalError(await raise('23514', 'offer_expired'), known)).toBeNull()
      expect(
        refusalHint(await raise('23514', 'illegal_transition'), ['illegal_transition']),
      ).toBeNull()
      expect(
        refusalHint(
          await raise('23514', 'illegal_transition'),
          ['illegal_transition'],
          SQLSTATE.checkViolation,
        ),
      ).toBe('illegal_transition')
      expect(refusalError(new Error('offline'), known)).toBeNull()
      expect(refusalError(null, known)).toBeNull()
    },
  )

  it.skipIf(skip)('names the constraint a unique or check violation broke', async () => {
    await db.sql.unsafe(`insert into refusal_probe (slug) values ('taken')`)
    const unique = await refusal(`insert into refusal_probe (slug) values ('taken')`)
    expect(isDatabaseError(unique, SQLSTATE.uniqueViolation)).toBe(true)
    expect(isDatabaseError(unique, SQLSTATE.checkViolation)).toBe(false)
    expect(
      constraintViolation(unique, SQLSTATE.uniqueViolation, (name) => name.endsWith('_slug_key')),
    ).toBe(true)
    const check = await refusal(`insert into refusal_probe (quote) values (0)`)
    expect(constraintViolation(check, SQLSTATE.checkViolation, 'quote_positive')).toBe(true)
    expect(constraintViolation(check, SQLSTATE.checkViolation, 'another')).toBe(false)
    expect(constraintViolation(check, SQLSTATE.uniqueViolation, 'quote_positive')).toBe(false)
  })
})
