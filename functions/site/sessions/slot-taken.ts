import type { Slot } from '../../_shared/contract/site/sessions.ts'
import { isDatabaseError, SQLSTATE } from '../../_shared/db/refusals.ts'
import { ERRORS } from '../../_shared/http/errors.ts'

/** The slot went to someone else: a 409 that also offers the next free slots (routes.ts). */
export class SlotTakenError extends Error {
  constructor(readonly nextSlots: Slot[]) {
    super(ERRORS.slot_taken.message)
  }
}

export function slotTakenBody(error: SlotTakenError) {
  return {
    error: {
      code: 'slot_taken' as const,
      message: 'This slot has just been taken. Here are the next free ones.',
    },
    next_slots: error.nextSlots,
  }
}

/** The exclusion constraint that lets one hold or session cover any moment refused the write. */
export function isExclusionViolation(error: unknown): boolean {
  return isDatabaseError(error, SQLSTATE.exclusionViolation)
}
