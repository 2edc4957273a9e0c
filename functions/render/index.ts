// The Supabase Edge Function entry (Deno): `npm run build:web` first (the server build it imports,
// through ./web-server-build.ts). Locally the platform mounts ./app.ts with the build it made for
// itself.

import { securityHeaders } from '../../web/build/security-headers.ts'
import { createRenderApp } from './app.ts'
import { readRenderEnv } from './env.ts'
import { webServerBuild } from './web-server-build.ts'

const env = readRenderEnv(Deno.env.toObject())
Deno.serve(
  createRenderApp({
    page: webServerBuild,
    siteApi: `${env.SUPABASE_URL}/functions/v1/site`,
    functionRegion: env.FUNCTION_REGION,
    siteOrigin: env.SITE_URL,
    securityHeaders: securityHeaders(env.PUBLIC_SUPABASE_URL),
  }).fetch,
)
