import { z } from 'zod'

// The owner's own sign-in, as the admin panel changes what supabase-js cannot (GoTrue has no
// user-side call for it): a second factor's name.

/** `PATCH admin/account/factors/{id}`: the name the owner gives a key, phone or app. */
export const FactorRename = z.strictObject(
  {
    friendly_name: z.string('text_invalid').trim().min(1, 'text_required').max(60, 'text_too_long'),
  },
  'validation_failed',
)
export type FactorRename = z.infer<typeof FactorRename>

export type RenamedFactor = { id: string; friendly_name: string }
