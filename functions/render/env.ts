import { z } from 'zod'
import { FUNCTION_REGIONS } from '../_shared/contract/function-region.ts'

/** The renderer needs only the public API's address and the site's own. */
export const RenderEnvSchema = z.object({
  SUPABASE_URL: z.url(),
  SITE_URL: z.url(),
  /**
   * A project secret: the project's address as visitors' browsers reach it, the custom domain
   * the site is built with (`VITE_SUPABASE_URL`, e.g. https://api.<domain>). The content security
   * policy must name it; the functions' own `SUPABASE_URL` stays `https://<ref>.supabase.co` when
   * a custom domain is active, so it cannot stand in.
   */
  PUBLIC_SUPABASE_URL: z.url(),
  /**
   * A project secret: the database's region (e.g. eu-central-1). The renderer runs near the
   * visitor; its calls to the `site` API name this region, so the site function runs beside the
   * database rather than beside the renderer.
   */
  FUNCTION_REGION: z.enum(FUNCTION_REGIONS).optional(),
})

export function readRenderEnv(source: Record<string, string | undefined>) {
  const parsed = RenderEnvSchema.safeParse(source)
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.')}: ${issue.message}`,
    )
    throw new Error(`The render function's environment is incomplete:\n${problems.join('\n')}`)
  }
  return parsed.data
}
