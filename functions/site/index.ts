// The Supabase Edge Function entry (Deno). Locally the platform mounts ./app.ts instead.
import { edgeFunctionDeps } from '../_shared/deno-entry.ts'
import { createSiteApp } from './app.ts'

Deno.serve(createSiteApp(edgeFunctionDeps(Deno.env.toObject())).fetch)
