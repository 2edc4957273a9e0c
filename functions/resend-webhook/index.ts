// The Supabase Edge Function entry (Deno). Locally the platform mounts ./app.ts instead.
import { edgeFunctionDeps } from '../_shared/deno-entry.ts'
import { createResendWebhookApp } from './app.ts'

Deno.serve(createResendWebhookApp(edgeFunctionDeps(Deno.env.toObject())).fetch)
