/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_SUPABASE_URL?: string
  readonly VITE_SUPABASE_PUBLISHABLE_KEY?: string
  readonly VITE_SITE_URL?: string
  readonly VITE_FUNCTION_REGION?: string
}

/** Set by web/vite.config.ts from the parsed environment. */
declare const __APP_ENV__: import('./config/env').Env
