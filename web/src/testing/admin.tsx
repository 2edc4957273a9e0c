import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, vi } from 'vitest'
import { Route, Router } from 'wouter'
import { Toaster } from '@/components/ui/Toaster'
import { renderPage } from './render'

// Admin screens in jsdom: a signed-in admin as supabase-js stores one, the admin function answered
// at the network boundary, the screen under its /admin route.

export const TEST_ADMIN_ID = '7c1e4bd6-4a4f-4c55-9a2f-5d8f0c3b1a10'

const base64url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')

/**
 * Stores a session where supabase-js looks for it (`sb-localhost-auth-token`), valid for an hour,
 * so `getSession()` answers without a network call. The token is not signed: the admin function
 * is not running here, the test answers for it.
 */
export function storeTestSession() {
  const now = Math.floor(Date.now() / 1000)
  const claims = {
    sub: TEST_ADMIN_ID,
    role: 'authenticated',
    aal: 'aal2',
    email: 'owner@example.com',
    exp: now + 3600,
    session_id: '0b5a7d8e-7f52-4d0e-8c4b-6a0f1d2e3c4b',
  }
  const accessToken = `${base64url({ alg: 'ES256', typ: 'JWT' })}.${base64url(claims)}.c2ln`
  localStorage.setItem(
    'sb-localhost-auth-token',
    JSON.stringify({
      access_token: accessToken,
      refresh_token: 'test-refresh-token',
      token_type: 'bearer',
      expires_in: 3600,
      expires_at: now + 3600,
      user: {
        id: TEST_ADMIN_ID,
        aud: 'authenticated',
        role: 'authenticated',
        email: 'owner@example.com',
        app_metadata: { provider: 'email' },
        user_metadata: {},
        created_at: new Date().toISOString(),
      },
    }),
  )
  return accessToken
}

type Handler = (request: Request) => Response | Promise<Response>

/**
 * Answers `fetch` for the admin and site functions: `'GET tracks'` → handler, matched on the path
 * after `/admin/` (or `/site/` with a `site:` prefix, e.g. `'GET site:settings'`), query excluded.
 * Anything else is a 404 in the API's error shape. Returns the spy, to read what was sent.
 */
export function mockFunctions(routes: Record<string, Handler>) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init)
    const { pathname } = new URL(request.url)
    const admin = /\/functions\/v1\/admin\/(.*)$/.exec(pathname)?.[1]
    const site = /\/functions\/v1\/site\/(.*)$/.exec(pathname)?.[1]
    const key =
      admin !== undefined
        ? `${request.method} ${admin}`
        : `${request.method} site:${site ?? pathname}`
    const handler = routes[key]
    return handler
      ? handler(request)
      : Response.json({ error: { code: 'not_found', message: key } }, { status: 404 })
  })
}

/**
 * Renders an admin screen at `path` (e.g. `/admin/tracks/abc`) under its route pattern relative
 * to /admin (e.g. `/tracks/:id`), in English, with the toaster. The `admin` strings and the
 * screen's own `namespaces` are loaded before the first render.
 */
export function renderAdmin(
  ui: ReactNode,
  path: string,
  { route = '*', namespaces = [] }: { route?: string; namespaces?: string[] } = {},
) {
  return renderPage(
    <Router base="/admin">
      <Route path={route}>{ui}</Route>
      <Toaster />
    </Router>,
    path,
    ['admin', 'common', ...namespaces],
  )
}

/**
 * For an admin screen's tests: a signed-in admin before each (registered first, so the file's own
 * `beforeEach` runs after it), and after each the screen gone and every mock and stub undone.
 */
export function withSignedInAdmin() {
  beforeEach(() => {
    localStorage.clear()
    storeTestSession()
  })
  afterEach(() => {
    cleanup()
    vi.restoreAllMocks()
    vi.unstubAllGlobals()
  })
}

/** Types `value` into the field whose label holds `label`, as one change. */
export const typeInto = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } })

/** Presses the Delete button of `name` in `row`, then Delete in the dialog that asks. */
export async function deleteFromRow(row: ReturnType<typeof within>, name: string) {
  fireEvent.click(row.getByRole('button', { name: `Delete ${name}` }))
  const dialog = await screen.findByRole('dialog', { name: `Delete “${name}”?` })
  fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
}

export type SentRequest = { method: string; path: string; body: unknown }

/**
 * Adds what `request` sends to the admin function to `sent` (its method, its path after
 * `/admin/`, its JSON body) and returns the body.
 */
export async function recordRequest(sent: SentRequest[], request: Request) {
  const text = await request.text()
  const body = text ? JSON.parse(text) : undefined
  sent.push({
    method: request.method,
    path: new URL(request.url).pathname.replace(/^.*\/admin\//, ''),
    body,
  })
  return body
}

/** The row of the table named `table` whose row header matches `name`, to query within. */
export async function tableRow(table: string, name: string) {
  const found = await screen.findByRole('table', { name: table })
  const row = within(found)
    .getByRole('rowheader', { name: new RegExp(name) })
    .closest('tr')
  if (!row) throw new Error(`no row for ${name}`)
  return within(row)
}

export type RecordedUpload = {
  method: string
  url: string
  headers: Record<string, string>
  body: Blob
}

/**
 * Stands in for Storage where the browser PUTs files (XMLHttpRequest, for progress): records each
 * request and reports progress half-way. It then answers `status` (200 unless said otherwise) at
 * once, or, with `hold`, when the test calls `finish()`.
 */
export function stubUploads({ status = 200, hold = false } = {}) {
  const uploads: RecordedUpload[] = []
  const waiting: (() => void)[] = []
  class StorageRequest {
    status = 0
    response = ''
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null }
    onload: (() => void) | null = null
    onerror: (() => void) | null = null
    onabort: (() => void) | null = null
    private request = { method: '', url: '', headers: {} as Record<string, string> }
    open(method: string, url: string) {
      this.request = { method, url, headers: {} }
    }
    setRequestHeader(name: string, value: string) {
      this.request.headers[name.toLowerCase()] = value
    }
    abort() {
      this.onabort?.()
    }
    send(body: Blob) {
      uploads.push({ ...this.request, body })
      const answer = () => {
        this.status = status
        this.response =
          status === 200 ? '{"Key":"ok"}' : '{"statusCode":"413","error":"EntityTooLarge"}'
        this.onload?.()
      }
      queueMicrotask(() => {
        const half = { lengthComputable: true, loaded: body.size / 2, total: body.size }
        this.upload.onprogress?.(half as ProgressEvent)
        if (hold) waiting.push(answer)
        else queueMicrotask(answer)
      })
    }
  }
  vi.stubGlobal('XMLHttpRequest', StorageRequest)
  return {
    uploads,
    /** Answers the uploads held so far. */
    finish: () => {
      for (const answer of waiting.splice(0)) answer()
    },
  }
}
