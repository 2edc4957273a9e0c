type Headers = { get(name: string): string | null }

const MAX_ADDRESS_LENGTH = 64

/**
 * The visitor's address as the platform's proxy reports it: the first `x-forwarded-for` entry
 * (the client; later entries are proxies), else `x-real-ip`. Null when neither is present, as in
 * direct calls to a local server.
 */
export function clientAddress(headers: Headers): string | null {
  const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim()
  const address = forwarded || headers.get('x-real-ip')?.trim()
  return address ? address.slice(0, MAX_ADDRESS_LENGTH).toLowerCase() : null
}
