import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { encodeMp3, type Mp3Bitrate } from '../../platform/seed/media/mp3.ts'
import { renderTrack } from '../../platform/seed/media/synth.ts'
import { supabaseClient } from '../contract/helpers/auth-clients.ts'
import { adminCall, signIn } from './helpers/admin.ts'
import { startTestPlatform, type TestPlatform } from './helpers/platform.ts'

// What the admin catalogue tests share: the whole platform, the owner (admin) and the fan signed
// in with supabase-js, JSON calls to the admin function, and real files to upload.

// biome-ignore lint/suspicious/noExplicitAny: the tests check answers by assertions, not by types
type Json = any

export type Answer<Body = Json> = { status: number; body: Body; headers: Headers }

export type CatalogHarness = {
  p: TestPlatform
  ownerToken: string
  fanToken: string
  /** A call to /functions/v1/admin/{path} as the owner (or `token`), JSON in and out. */
  admin<Body = Json>(
    method: string,
    path: string,
    body?: unknown,
    token?: string,
  ): Promise<Answer<Body>>
  /** A public read of /functions/v1/site/{path}. */
  site<Body = Json>(path: string): Promise<Answer<Body>>
  /** The browser's step: PUT the bytes to a signed upload URL, as storage-js does. */
  uploadTo(
    signed: { bucket: string; path: string; token: string },
    bytes: Uint8Array | string,
    contentType: string,
  ): Promise<void>
  /** Whether Storage holds the object (its file on disk). */
  stored(bucket: string, path: string): boolean
  stop(): Promise<void>
}

export async function openCatalogHarness(): Promise<CatalogHarness> {
  const p = await startTestPlatform()
  const owner = await signIn(p, 'owner@example.com')
  const fan = await signIn(p, 'fan@example.com')
  const browser = supabaseClient(p.url, p.keys.publishable_key)
  const answer = async (response: Response): Promise<Answer> => {
    const text = await response.text()
    return {
      status: response.status,
      body: text ? JSON.parse(text) : null,
      headers: response.headers,
    }
  }
  return {
    p,
    ownerToken: owner.token,
    fanToken: fan.token,
    async admin(method, path, body, token = owner.token) {
      const init: RequestInit = { method }
      if (body !== undefined) {
        init.body = typeof body === 'string' ? body : JSON.stringify(body)
        init.headers = { 'content-type': 'application/json' }
      }
      return answer(await adminCall(p, token, path, init))
    },
    async site(path) {
      return answer(await p.call(`site/${path}`))
    },
    async uploadTo(signed, bytes, contentType) {
      const body = new Uint8Array(
        typeof bytes === 'string' ? new TextEncoder().encode(bytes) : bytes,
      )
      const { error } = await browser.storage
        .from(signed.bucket)
        .uploadToSignedUrl(signed.path, signed.token, new Blob([body], { type: contentType }), {
          contentType,
        })
      if (error) throw error
    },
    stored(bucket, path) {
      return existsSync(join(p.dataDir, 'storage', bucket, ...path.split('/')))
    },
    stop: () => p.stop(),
  }
}

export async function errorOf(answer: Answer) {
  return { status: answer.status, code: answer.body?.error?.code as string | undefined }
}

/** A few seconds of generated music, as a constant-bitrate MP3. */
export function mp3(kbps: Mp3Bitrate, seconds = 2, seed = 7): Uint8Array {
  return encodeMp3(renderTrack({ seed, bpm: 128, seconds, style: 'techno' }), { kbps })
}

export const SVG_COVER =
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="#123"/></svg>'

/** A 1×1 PNG. */
export const PNG_PIXEL = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  ),
  (letter) => letter.charCodeAt(0),
)

export const NEW_TRACK = {
  title: 'Night Drive',
  genre: 'Techno',
  bpm: 130,
  private_price_cents: 2900,
  commercial_price_cents: 9900,
  description: { en: 'A drive at night.', es: 'Un viaje nocturno.' },
}

export const NEW_PRODUCT = {
  name: 'Vinyl Slipmats',
  category: 'accessories',
  price_cents: 2500,
  description: { en: 'A pair of felt slipmats.', de: 'Ein Paar Filz-Slipmats.' },
  specs: { en: [{ label: 'Diameter', value: '30 cm' }] },
  stock: 10,
}

/** Marks a track or product as bought: a paid order with one line, written as the database owner. */
export async function recordSale(
  p: TestPlatform,
  line: { track_id: string } | { product_id: string; quantity: number },
) {
  const sql = p.platform.sql
  const [order] = await sql<{ id: string }[]>`
    insert into public.orders (status, email, name, subtotal_cents, total_cents, paid_at)
    values ('paid', 'buyer@example.com', 'Bea Buyer', 2900, 2900, now()) returning id`
  if ('track_id' in line) {
    await sql`
      insert into public.order_items (order_id, kind, track_id, licence, title, quantity,
        unit_price_cents)
      values (${order!.id}, 'track', ${line.track_id}, 'private', 'Sold', 1, 2900)`
  } else {
    await sql`
      insert into public.order_items (order_id, kind, product_id, title, quantity, unit_price_cents)
      values (${order!.id}, 'product', ${line.product_id}, 'Sold', ${line.quantity}, 2900)`
  }
  return order!.id
}
