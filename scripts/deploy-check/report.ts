import { readdir } from 'node:fs/promises'
import { join, relative } from 'node:path'
import type { StagedBundle } from './bundle/stage.ts'
import type { CheckRow } from './checks.ts'

/** One function's bundle and how its cold boots went. */
export type FunctionFigures = {
  name: string
  bundle: StagedBundle
  bootMs: number[]
  answer: string
  ok: boolean
}

const log = (line: string) => console.log(line)
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`

export async function listFiles(dir: string, base = dir): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true })
  const files: string[] = []
  for (const entry of entries) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) files.push(...(await listFiles(path, base)))
    else files.push(`/${relative(base, path).split('\\').join('/')}`)
  }
  return files
}

export function printTable(figures: FunctionFigures[], rows: CheckRow[]) {
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b)
    return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
  }
  const table = [
    ['Function', 'Bundle', 'gzip', 'Cold boot (median)', 'Runs (ms)', 'First answer'],
    ...figures.map((figure) => [
      `${figure.ok ? '✓' : '✗'} ${figure.name}`,
      kb(figure.bundle.bytes),
      kb(figure.bundle.gzipBytes),
      `${median(figure.bootMs).toFixed(0)} ms`,
      figure.bootMs.map((ms) => ms.toFixed(0)).join(' / '),
      figure.answer,
    ]),
  ]
  const widths = table[0]!.map((_, column) => Math.max(...table.map((row) => row[column]!.length)))
  log('')
  for (const [index, row] of table.entries()) {
    log(
      row
        .map((cell, column) => cell.padEnd(widths[column]!))
        .join('  ')
        .trimEnd(),
    )
    if (index === 0) log(widths.map((width) => '-'.repeat(width)).join('  '))
  }
  log('')
  const checkWidth = Math.max(...rows.map((row) => row.check.length))
  for (const row of rows)
    log(`${row.ok ? '✓' : '✗'} ${row.check.padEnd(checkWidth)}  ${row.detail}`)
}
