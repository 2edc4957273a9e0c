import * as z from 'zod/mini'
// A relative path: vite.config.ts loads this file before any alias applies.
import {
  FUNCTION_REGIONS,
  type FunctionRegion,
} from '../../../functions/_shared/contract/function-region.ts'

// Parsed when the dev server or the build starts (vite.config.ts): a missing or invalid value
// stops it with the list. The app reads the parsed result from `@/config/app-env`, so zod stays
// out of the browser bundle.

const EnvSchema = z.object({
  /** The Supabase project URL; the edge functions are at `${VITE_SUPABASE_URL}/functions/v1`. */
  VITE_SUPABASE_URL: z.url({ protocol: /^https?$/ }),
  /**
   * The project's publishable key (`sb_publishable_…`, or the legacy anon JWT): public by design,
   * it only identifies the project; RLS and the functions' guards decide what a caller may do.
   */
  VITE_SUPABASE_PUBLISHABLE_KEY: z.string().check(z.minLength(20)),
  /** The site's own address (e.g. https://kaelvoss.com): robots.txt names its sitemap with it. */
  VITE_SITE_URL: z.url({ protocol: /^https?$/ }),
  /**
   * The region of the project's database (e.g. eu-central-1): every call to the functions names
   * it, so they run beside the database (functions/_shared/contract/function-region.ts). Unset
   * locally and where the functions should run nearest each visitor.
   */
  VITE_FUNCTION_REGION: z.optional(z.enum(FUNCTION_REGIONS)),
})

export type Env = {
  supabaseUrl: string
  supabaseKey: string
  functionsUrl: string
  siteUrl: string
  functionRegion: FunctionRegion | undefined
}

/** The web app's settings, or an error listing every variable that is missing or invalid. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = EnvSchema.safeParse(source)
  if (!result.success) {
    const problems = result.error.issues.map((issue) => {
      const name = issue.path.join('.')
      return source[name] ? `${name} is invalid (${issue.message})` : `${name} is missing`
    })
    throw new Error(`The web app cannot start:\n- ${problems.join('\n- ')}`)
  }
  const supabaseUrl = result.data.VITE_SUPABASE_URL.replace(/\/+$/, '')
  return {
    supabaseUrl,
    supabaseKey: result.data.VITE_SUPABASE_PUBLISHABLE_KEY,
    functionsUrl: `${supabaseUrl}/functions/v1`,
    siteUrl: result.data.VITE_SITE_URL.replace(/\/+$/, ''),
    functionRegion: result.data.VITE_FUNCTION_REGION,
  }
}
