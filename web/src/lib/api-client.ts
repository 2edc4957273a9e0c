import { withFunctionRegion } from '@contract/function-region'
import { env } from '@/config/app-env'
import { takeEarly } from './early-data'

// Every call to the `site` edge function goes through here, so every failure reaches the UI as one
// typed error whose `code` the UI translates (`errors.<code>`).

export type ApiErrorInit = {
  status: number
  code: string
  message: string
  fields?: Record<string, string> | undefined
  retryAfter?: number | undefined
}

export class ApiError extends Error {
  readonly status: number
  readonly code: string
  /** `{ field: code }` for a refused form. */
  readonly fields: Record<string, string>
  /** Seconds to wait before trying again (429). */
  readonly retryAfter: number | undefined

  constructor(init: ApiErrorInit) {
    super(init.message)
    this.name = 'ApiError'
    this.status = init.status
    this.code = init.code
    this.fields = init.fields ?? {}
    this.retryAfter = init.retryAfter
  }
}

export const siteUrl = (path: string) => `${env.functionsUrl}/site/${path.replace(/^\/+/, '')}`

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  body?: unknown
  signal?: AbortSignal
  /** Added to the request, e.g. the admin's `authorization`. */
  headers?: Record<string, string>
  /** The browser's HTTP cache mode: `no-cache` asks the server even for a fresh cached answer. */
  cache?: RequestCache
}

/**
 * A call to one of the edge functions: JSON in and out, and every failure (the server's error
 * shape, a bare 5xx, no network) thrown as an `ApiError`. A 204 resolves to `undefined`.
 */
export async function requestJson<T>(url: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(url, options)
  if (response.status === 204) return undefined as T
  return (await response.json()) as T
}

/** The same call for a body that is not JSON (a CSV export): the response, once it is a 2xx. */
export async function send(url: string, options: RequestOptions = {}): Promise<Response> {
  const { method = 'GET', body, signal, headers, cache } = options
  let response: Response
  // A plain GET may already be under way since the boot script (the first screen's data).
  const early = method === 'GET' && !signal && !headers && !cache ? takeEarly(url) : undefined
  try {
    response = await (early ??
      fetch(withFunctionRegion(url, env.functionRegion), {
        method,
        headers: { ...(body === undefined ? acceptJson : jsonHeaders), ...headers },
        body: body === undefined ? null : JSON.stringify(body),
        signal: signal ?? null,
        ...(cache ? { cache } : {}),
      }))
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause
    throw new ApiError({ status: 0, code: 'network', message: 'The server could not be reached.' })
  }
  if (!response.ok) throw await toApiError(response)
  return response
}

export const apiRequest = <T>(path: string, options: RequestOptions = {}) =>
  requestJson<T>(siteUrl(path), options)

export const apiGet = <T>(path: string) => apiRequest<T>(path)

const acceptJson = { accept: 'application/json' }
const jsonHeaders = { accept: 'application/json', 'content-type': 'application/json' }

async function toApiError(response: Response): Promise<ApiError> {
  const retryAfter = parseRetryAfter(response.headers.get('retry-after'))
  const payload: unknown = await response.json().catch(() => undefined)
  const error = isErrorBody(payload) ? payload.error : undefined
  return new ApiError({
    status: response.status,
    code: error?.code ?? (response.status >= 500 ? 'internal' : `http_${response.status}`),
    message: error?.message ?? response.statusText,
    fields: error?.fields,
    retryAfter,
  })
}

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } }

function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false
  const error = (value as { error: unknown }).error
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    typeof (error as { message?: unknown }).message === 'string'
  )
}

function parseRetryAfter(header: string | null): number | undefined {
  if (header === null) return undefined
  const seconds = Number(header)
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : undefined
}
