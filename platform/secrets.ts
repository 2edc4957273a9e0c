import { randomBytes } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { z } from 'zod'

const LocalSecretsSchema = z.object({
  demo_password: z.string().min(8),
})

export type LocalSecrets = z.infer<typeof LocalSecretsSchema>

/**
 * Secrets of this local installation, generated at first start into the data folder (never in
 * the repository). An explicit DEMO_PASSWORD wins over the stored one.
 */
export async function loadLocalSecrets(
  dataDir: string,
  overrides: { demoPassword?: string | undefined } = {},
): Promise<LocalSecrets & { generated: boolean }> {
  const file = join(dataDir, 'secrets.json')
  let stored: LocalSecrets | undefined
  try {
    stored = LocalSecretsSchema.parse(JSON.parse(await readFile(file, 'utf8')))
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  const generated = !stored
  const secrets: LocalSecrets = stored ?? {
    demo_password: randomBytes(12).toString('base64url'),
  }
  if (overrides.demoPassword) secrets.demo_password = overrides.demoPassword
  if (generated || overrides.demoPassword) {
    await mkdir(dataDir, { recursive: true })
    await writeFile(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 })
  }
  return { ...secrets, generated }
}
