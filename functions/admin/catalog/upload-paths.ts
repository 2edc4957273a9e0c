// Where uploaded catalogue files go: `<slug>/<kind>-<random>.<ext>` in the kind's bucket. A fresh
// random name per upload means an upload never overwrites a file a page or a buyer still uses.

export const EXTENSIONS: Record<string, readonly string[]> = {
  'audio/mpeg': ['mp3'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/webp': ['webp'],
  'image/avif': ['avif'],
  'image/svg+xml': ['svg'],
  'application/pdf': ['pdf'],
  'audio/wav': ['wav'],
  'audio/x-wav': ['wav'],
  'audio/wave': ['wav'],
  'application/zip': ['zip'],
  'application/x-zip-compressed': ['zip'],
}

const RANDOM_LENGTH = 16
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789'

/** The object name for a new upload of `kind` under the row's slug. */
export function newUploadPath(slug: string, kind: string, contentType: string): string {
  const extension = EXTENSIONS[contentType]?.[0]
  if (!extension) throw new Error(`No file extension for ${contentType}`)
  return `${slug}/${kind}-${randomName()}.${extension}`
}

/** Whether `path` is a name `newUploadPath` gives for this slug and kind. */
export function isUploadPathFor(path: string, slug: string, kind: string): boolean {
  const [folder, file, ...rest] = path.split('/')
  if (folder !== slug || rest.length > 0 || !file) return false
  const match = new RegExp(`^${kind}-[a-z0-9]{${RANDOM_LENGTH}}\\.([a-z0-9]+)$`).exec(file)
  return !!match && Object.values(EXTENSIONS).some((list) => list[0] === match[1])
}

/**
 * Whether the file name's extension, when it has one we know, fits the content type: a browser
 * takes the type from the extension, so a mismatch means the wrong file was picked.
 */
export function filenameFits(filename: string, contentType: string): boolean {
  const dot = filename.lastIndexOf('.')
  if (dot <= 0) return true
  const extension = filename.slice(dot + 1).toLowerCase()
  const known = Object.values(EXTENSIONS).some((list) => list.includes(extension))
  return !known || (EXTENSIONS[contentType] ?? []).includes(extension)
}

function randomName(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(RANDOM_LENGTH))
  return Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('')
}
