import { z } from 'zod'
import { AppError } from '../_shared/http/errors.ts'
import { nestsDeeperThan } from '../_shared/http/json-depth.ts'
import { unsafeTextFields, unsafeTextPaths } from '../_shared/http/unsafe-text.ts'

/** Resend's events nest three or four levels; thousands would overflow the walks below. */
const MAX_EVENT_DEPTH = 16

// What a verified Resend webhook must look like before any of it reaches the database. A signature
// proves who sent a message, not that it is well formed: the events acted on are checked field by
// field, and anything else is taken only as far as its type (answered 200 and left alone).

const address = z.string().trim().toLowerCase().max(254).pipe(z.email())

const EmailData = z.looseObject({
  email_id: z.string().min(1).max(200),
  broadcast_id: z.string().max(200).optional(),
  // Resend sends a list; a lone address is taken too.
  to: z.union([address.transform((email) => [email]), z.array(address).min(1).max(50)]),
})

const Bounced = z.looseObject({
  type: z.literal('email.bounced'),
  created_at: z.string().max(64),
  data: EmailData.extend({
    bounce: z.looseObject({
      // SES's bounce types, which Resend passes on: Permanent, Transient, Undetermined.
      type: z.string().max(64),
      subType: z.string().max(64).optional(),
      message: z.string().max(2000).optional(),
    }),
  }),
})

const Complained = z.looseObject({
  type: z.literal('email.complained'),
  created_at: z.string().max(64),
  data: EmailData,
})

const Other = z.looseObject({ type: z.string().min(1).max(100) })

export type ResendEvent =
  | z.infer<typeof Bounced>
  | z.infer<typeof Complained>
  | { type: 'other'; name: string }

/**
 * The verified payload (its raw text, and as `webhooks.verify` parsed it) as one of the events
 * acted on, or `other`; 400 when it is malformed, with `text_invalid` at any NUL or lone surrogate
 * (which PostgreSQL refuses).
 */
export function parseResendEvent(text: string, payload: unknown): ResendEvent {
  if (nestsDeeperThan(text, MAX_EVENT_DEPTH)) throw malformed({ _: 'invalid_json' })
  const unsafe = unsafeTextPaths(payload)
  if (unsafe.length > 0) throw malformed(unsafeTextFields(unsafe))
  const envelope = Other.safeParse(payload)
  if (!envelope.success) throw malformed()
  const schema =
    envelope.data.type === 'email.bounced'
      ? Bounced
      : envelope.data.type === 'email.complained'
        ? Complained
        : null
  if (!schema) return { type: 'other', name: envelope.data.type }
  const parsed = schema.safeParse(payload)
  if (!parsed.success) throw malformed()
  return parsed.data
}

function malformed(fields?: Record<string, string>) {
  return new AppError('event_invalid', 'This is not a well-formed Resend event.', fields)
}
