import { constraintViolation, SQLSTATE } from '../../_shared/db/refusals.ts'
import { slugTaken } from './slug-choice.ts'

const ATTEMPTS = 3

/**
 * Runs a write that sets a slug. When another request took the same slug between the check and
 * the insert, the unique index refuses it: a generated slug is chosen again (the transaction
 * starts over), a given one is 409 `slug_taken`.
 */
export async function retryingSlugRace<T>(generated: boolean, write: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write()
    } catch (error) {
      if (!isSlugClash(error)) throw error
      if (!generated || attempt >= ATTEMPTS) throw slugTaken()
    }
  }
}

function isSlugClash(error: unknown): boolean {
  return constraintViolation(error, SQLSTATE.uniqueViolation, (name) => name.endsWith('_slug_key'))
}
