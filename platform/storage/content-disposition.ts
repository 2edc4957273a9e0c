/**
 * `Content-Disposition: attachment` for a download name, per RFC 6266: a quoted ASCII `filename`
 * every browser reads, plus `filename*` (RFC 8187, UTF-8) when the name is not plain ASCII.
 */
export function attachment(filename: string): string {
  // Path separators and control characters never belong in a saved file's name.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
  const name = filename.replace(/[\u0000-\u001f\u007f/\\]/g, '_')
  const fallback = name.replace(/[^\u0020-\u007e]/g, '_').replace(/["%]/g, '_')
  if (fallback === name) return `attachment; filename="${name}"`
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeRfc8187(name)}`
}

function encodeRfc8187(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  )
}
