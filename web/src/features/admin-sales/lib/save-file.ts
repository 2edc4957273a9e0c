/** Offers `blob` to the browser as a download named `filename`. */
export function saveFile(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  document.body.append(link)
  link.click()
  link.remove()
  // The click has handed the file to the browser; the address can go.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
