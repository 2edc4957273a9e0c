/**
 * The storage buckets anyone may read (`fonts`: the CJK chunks certificates print names with). The
 * `tracks` bucket (full MP3s) is deliberately absent.
 */
export type PublicBucket = 'covers' | 'previews' | 'products' | 'media' | 'fonts'

export type PublicUrlOf = (bucket: PublicBucket, path: string) => string

// URL parsers resolve "." and ".." segments, encoded ("%2E%2E") or not, which would climb out of
// the bucket; such segments (and empty ones) are dropped rather than encoded.
const NOT_A_NAME = new Set(['', '.', '..'])

/** `${SUPABASE_URL}/storage/v1/object/public/<bucket>/<path>`, each path segment URL-encoded. */
export function publicStorageUrls(supabaseUrl: string): PublicUrlOf {
  const base = `${supabaseUrl.replace(/\/+$/, '')}/storage/v1/object/public`
  return (bucket, path) => {
    const segments = path.split('/').filter((segment) => !NOT_A_NAME.has(segment))
    return `${base}/${bucket}/${segments.map(encodeURIComponent).join('/')}`
  }
}
