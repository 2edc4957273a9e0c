// The Supabase Edge Function entry (Deno). Locally the platform mounts ./app.ts instead.
import { edgeFunctionDeps } from '../_shared/deno-entry.ts'
import { createAdminApp } from './app.ts'

Deno.serve(createAdminApp(edgeFunctionDeps(Deno.env.toObject())).fetch)
