// The Supabase Edge Function entry (Deno). Locally the platform mounts ./app.ts instead.
import { edgeFunctionDeps } from '../_shared/deno-entry.ts'
import { createStripeWebhookApp } from './app.ts'

Deno.serve(createStripeWebhookApp(edgeFunctionDeps(Deno.env.toObject())).fetch)
