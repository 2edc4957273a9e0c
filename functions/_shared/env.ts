import { z } from 'zod'

/**
 * Supabase's named API keys as hosted Edge Functions receive them: a JSON object from each key's
 * name to its value, e.g. `SUPABASE_SECRET_KEYS={"default":"sb_secret_…"}` (the key created with
 * the project, or from Settings → API Keys, is named `default`). Parsed once at start; a value that
 * is not such an object stops the function without ever echoing it (it is a secret).
 */
function namedKeys(prefix: string) {
  const example = `{"default":"${prefix}…"}`
  return z.string().transform((text, context): { default: string } & Record<string, string> => {
    let parsed: unknown
    try {
      parsed = JSON.parse(text)
    } catch {
      context.addIssue({ code: 'custom', message: `must be a JSON object such as ${example}` })
      return z.NEVER
    }
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
      context.addIssue({ code: 'custom', message: `must be a JSON object such as ${example}` })
      return z.NEVER
    }
    const entries: [string, string][] = []
    for (const [name, value] of Object.entries(parsed)) {
      if (typeof value !== 'string' || !value.startsWith(prefix) || value.length <= prefix.length) {
        context.addIssue({ code: 'custom', message: `the key "${name}" is not a ${prefix}… key` })
        return z.NEVER
      }
      entries.push([name, value])
    }
    // Own properties only, whatever the names (`__proto__` included).
    const keys: Record<string, string> = Object.fromEntries(entries)
    const main = keys.default
    if (main === undefined) {
      context.addIssue({
        code: 'custom',
        message: `has no key named "default" (create one in Settings → API Keys)`,
      })
      return z.NEVER
    }
    return { ...keys, default: main }
  })
}

/** What every edge function needs from its environment, the same on Supabase and locally. */
export const FunctionEnvSchema = z.object({
  SUPABASE_URL: z.url(),
  SUPABASE_DB_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL'),
  /**
   * A project secret: Supavisor's transaction-mode URL (Dashboard → Connect → Transaction pooler,
   * port 6543), which the functions use instead of the direct `SUPABASE_DB_URL` (db/pool.ts).
   * Unset, they fall back to `SUPABASE_DB_URL` (locally, unless `npm start` is given one).
   */
  DB_POOLER_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  /**
   * Set by Supabase. `default` is the key the functions call Storage with (as `apikey`); any of
   * them opens the scheduled jobs (site/jobs).
   */
  SUPABASE_SECRET_KEYS: namedKeys('sb_secret_'),
  STRIPE_SECRET_KEY: z.string().startsWith('sk_'),
  STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_'),
  /** Local only: where the Stripe sandbox listens. Unset in production (api.stripe.com). */
  STRIPE_API_BASE: z.url().optional(),
  RESEND_API_KEY: z.string().min(1),
  /** Local only: the email sandbox. Unset in production (api.resend.com). */
  RESEND_API_BASE: z.url().optional(),
  /**
   * The signing secret of Resend's webhook (Svix: `whsec_` and base64), which only the
   * resend-webhook function needs; it refuses to start without it (ResendWebhookEnvSchema).
   */
  RESEND_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_[A-Za-z0-9+/]+={0,2}$/, 'must be a whsec_… signing secret')
    .optional(),
  EMAIL_FROM: z.string().min(3),
  OWNER_EMAIL: z.email(),
  SITE_URL: z.url(),
})

export type FunctionEnv = z.output<typeof FunctionEnvSchema>

/** The resend-webhook function's environment: the shared one, with the webhook's secret set. */
export const ResendWebhookEnvSchema = FunctionEnvSchema.extend({
  RESEND_WEBHOOK_SECRET: FunctionEnvSchema.shape.RESEND_WEBHOOK_SECRET.unwrap(),
})

/**
 * A project still on the legacy JWT-based keys has `SUPABASE_SERVICE_ROLE_KEY` and no usable
 * `SUPABASE_SECRET_KEYS`. The functions do not fall back to it: the legacy keys are being retired,
 * a fallback would be a second code path the local platform (which has only the new keys) never
 * runs, and the jobs' check reads the `apikey` header the new keys travel in. So such a project
 * stops at start with this hint, and the README's "Projects with legacy keys" says what to do.
 */
const LEGACY_HINT =
  'This project still has only the legacy service_role key (SUPABASE_SERVICE_ROLE_KEY): create ' +
  'publishable and secret keys in the dashboard (Settings → API Keys), as the README’s ' +
  '"Projects with legacy keys" says.'

/** Parses the environment; a missing or bad value stops the function with the list of problems. */
export function readFunctionEnv(source: Record<string, string | undefined>): FunctionEnv {
  const parsed = FunctionEnvSchema.safeParse(source)
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.')}: ${issue.message}`,
    )
    const secretKeysMissing = parsed.error.issues.some(
      (issue) => issue.path[0] === 'SUPABASE_SECRET_KEYS',
    )
    if (secretKeysMissing && source.SUPABASE_SERVICE_ROLE_KEY) problems.push(`  ${LEGACY_HINT}`)
    throw new Error(`The function's environment is incomplete:\n${problems.join('\n')}`)
  }
  return parsed.data
}
