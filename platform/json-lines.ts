import { appendFileSync, mkdirSync, readFileSync } from 'node:fs'
import { dirname } from 'node:path'

// The stand-ins' append-only stores (sent emails, sent SMS): one JSON value per line, so a write is
// one append and a crash loses at most the line it was writing.

/** Every value in the file, oldest first; none when the file does not exist yet. */
export function readJsonLines<T>(path: string): T[] {
  let text: string
  try {
    text = readFileSync(path, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
    throw error
  }
  // A line cut short by a crash mid-append is skipped rather than losing the whole file.
  return text.split('\n').flatMap((line) => {
    if (line.trim() === '') return []
    try {
      return [JSON.parse(line) as T]
    } catch {
      return []
    }
  })
}

export function appendJsonLine(path: string, value: unknown): void {
  mkdirSync(dirname(path), { recursive: true })
  appendFileSync(path, `${JSON.stringify(value)}\n`)
}
