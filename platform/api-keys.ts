import { randomBytes } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { z } from 'zod'

const ApiKeysSchema = z.object({
  publishable_key: z.string().startsWith('sb_publishable_'),
  secret_key: z.string().startsWith('sb_secret_'),
  stripe_secret_key: z.string().startsWith('sk_test_'),
  stripe_webhook_secret: z.string().startsWith('whsec_'),
  resend_api_key: z.string().startsWith('re_'),
  /** Resend's webhook signing secret: Svix's format, `whsec_` and standard base64. */
  resend_webhook_secret: z.string().regex(/^whsec_[A-Za-z0-9+/]+={0,2}$/),
})

export type ApiKeys = z.infer<typeof ApiKeysSchema>

/**
 * The installation's API keys, in the formats of the hosted services (Supabase's publishable and
 * secret keys, Stripe test keys, a Resend key and its webhook's Svix secret): generated at first
 * start into the data folder.
 */
export async function loadApiKeys(dataDir: string): Promise<ApiKeys> {
  const file = join(dataDir, 'api-keys.json')
  const token = (bytes: number) => randomBytes(bytes).toString('base64url')
  const resendWebhookSecret = () => `whsec_${randomBytes(24).toString('base64')}`
  let stored: unknown
  try {
    stored = JSON.parse(await readFile(file, 'utf8'))
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  if (stored !== undefined) {
    // A data folder from before Resend's webhook: its other keys kept, the new one added.
    const earlier = stored as Partial<ApiKeys>
    if (typeof earlier === 'object' && earlier !== null && !earlier.resend_webhook_secret) {
      const keys = ApiKeysSchema.parse({ ...earlier, resend_webhook_secret: resendWebhookSecret() })
      await writeFile(file, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600 })
      return keys
    }
    return ApiKeysSchema.parse(stored)
  }
  const keys: ApiKeys = {
    publishable_key: `sb_publishable_${token(24)}`,
    secret_key: `sb_secret_${token(24)}`,
    stripe_secret_key: `sk_test_${token(24)}`,
    stripe_webhook_secret: `whsec_${token(32)}`,
    resend_api_key: `re_${token(24)}`,
    resend_webhook_secret: resendWebhookSecret(),
  }
  await mkdir(dataDir, { recursive: true })
  await writeFile(file, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600 })
  return keys
}
