type Headers = { get(name: string): string | null }

const MAX_ADDRESS_LENGTH = 64

/**
 * The visitor's address, from the header the proxy in front of the function sets itself and a
 * client cannot choose: on Supabase, `cf-connecting-ip`, which Cloudflare (in front of every
 * hosted project) writes on each request, replacing any value the client sent; else `x-real-ip`;
 * else the first `x-forwarded-for` entry, which the local platform writes from the socket (and
 * where it strips the other two: platform/functions-host.ts). A client's own `x-forwarded-for`
 * entries come first in that header on a hosted project, so it is the last resort, never the
 * first. Null when none is present, as in direct calls to a server in tests.
 */
export function clientAddress(headers: Headers): string | null {
  const address =
    headers.get('cf-connecting-ip')?.trim() ||
    headers.get('x-real-ip')?.trim() ||
    headers.get('x-forwarded-for')?.split(',')[0]?.trim()
  return address ? address.slice(0, MAX_ADDRESS_LENGTH).toLowerCase() : null
}
