import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

// The served public pages carry the public site's styles inline; the admin's load with the admin,
// whole (src/app/admin/admin-styles.css, linked by AdminApp, which shows once it has loaded). A
// stylesheet an admin module imported as a side effect would be split off with its chunk, apart
// from the rest, so every admin stylesheet goes through admin-styles.css.

const SRC = fileURLToPath(new URL('../src', import.meta.url))
const ADMIN_AREA = /^(app\/admin|components\/admin|features\/admin-[^/]+)\//
const ADMIN_STYLES = 'app/admin/admin-styles.css'

const filesUnder = (directory: string): string[] =>
  readdirSync(directory, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? filesUnder(join(directory, entry.name))
      : [relative(SRC, join(directory, entry.name))],
  )

const adminFiles = filesUnder(SRC).filter((file) => ADMIN_AREA.test(file))
const read = (file: string) => readFileSync(join(SRC, file), 'utf8')

describe('the admin stylesheet', () => {
  it('lists every stylesheet of the admin area', () => {
    const listed = [...read(ADMIN_STYLES).matchAll(/@import ["']([^"']+)["']/g)].map(
      ([, path = '']) => relative(SRC, join(SRC, 'app/admin', path)),
    )
    const stylesheets = adminFiles.filter((file) => file.endsWith('.css') && file !== ADMIN_STYLES)
    expect(stylesheets.length).toBeGreaterThan(5)
    expect(listed.sort()).toEqual(stylesheets.sort())
  })

  it('is the only way an admin module brings in styles', () => {
    const importing = adminFiles
      .filter((file) => /\.tsx?$/.test(file))
      .filter((file) => /^import '[^']+\.css'/m.test(read(file)))
    expect(importing).toEqual([])
  })
})
