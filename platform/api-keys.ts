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
})

export type ApiKeys = z.infer<typeof ApiKeysSchema>

/**
 * The installation's API keys, in the formats of the hosted services (Supabase's publishable and
 * secret keys, Stripe test keys, a Resend key): generated at first start into the data folder.
 */
export async function loadApiKeys(dataDir: string): Promise<ApiKeys> {
  const file = join(dataDir, 'api-keys.json')
  try {
    return ApiKeysSchema.parse(JSON.parse(await readFile(file, 'utf8')))
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  const token = (bytes: number) => randomBytes(bytes).toString('base64url')
  const keys: ApiKeys = {
    publishable_key: `sb_publishable_${token(24)}`,
    secret_key: `sb_secret_${token(24)}`,
    stripe_secret_key: `sk_test_${token(24)}`,
    stripe_webhook_secret: `whsec_${token(32)}`,
    resend_api_key: `re_${token(24)}`,
  }
  await mkdir(dataDir, { recursive: true })
  await writeFile(file, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600 })
  return keys
}
