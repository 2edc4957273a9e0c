import { z } from 'zod'

/** What every edge function needs from its environment, the same on Supabase and locally. */
export const FunctionEnvSchema = z.object({
  SUPABASE_URL: z.url(),
  SUPABASE_DB_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL'),
  SUPABASE_SERVICE_ROLE_KEY: z.string().min(1),
  STRIPE_SECRET_KEY: z.string().startsWith('sk_'),
  STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_'),
  /** Local only: where the Stripe sandbox listens. Unset in production (api.stripe.com). */
  STRIPE_API_BASE: z.url().optional(),
  RESEND_API_KEY: z.string().min(1),
  /** Local only: the email sandbox. Unset in production (api.resend.com). */
  RESEND_API_BASE: z.url().optional(),
  EMAIL_FROM: z.string().min(3),
  OWNER_EMAIL: z.email(),
  SITE_URL: z.url(),
})

export type FunctionEnv = z.infer<typeof FunctionEnvSchema>

/** Parses the environment; a missing or bad value stops the function with the list of problems. */
export function readFunctionEnv(source: Record<string, string | undefined>): FunctionEnv {
  const parsed = FunctionEnvSchema.safeParse(source)
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.')}: ${issue.message}`,
    )
    throw new Error(`The function's environment is incomplete:\n${problems.join('\n')}`)
  }
  return parsed.data
}
