import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { goTemplateBody, goTemplateSubject } from './gotrue-template.ts'

const root = new URL('../../../', import.meta.url)

describe('the hosted sign-in email (GoTrue templates)', () => {
  it('is the stand-in’s email, as committed in supabase/templates', async () => {
    const committed = await readFile(new URL('supabase/templates/sign-in.html', root), 'utf8')
    expect(committed).toBe(goTemplateBody())
  })

  it('is configured for both the magic link and the first sign-up, with the same subject', async () => {
    const config = await readFile(new URL('supabase/config.toml', root), 'utf8')
    for (const template of ['magic_link', 'confirmation']) {
      const section = new RegExp(`\\[auth\\.email\\.template\\.${template}\\]\\n([^[]*)`).exec(
        config,
      )?.[1]
      expect(section, template).toContain(`subject = '${goTemplateSubject()}'`)
      expect(section, template).toContain('content_path = "./supabase/templates/sign-in.html"')
    }
  })

  it('carries the link and the code in every language', () => {
    const body = goTemplateBody()
    expect(body.match(/\{\{ \.ConfirmationURL \}\}/g)).toHaveLength(5)
    expect(body.match(/\{\{ \.Token \}\}/g)).toHaveLength(10)
    for (const locale of ['en', 'fr', 'de', 'pt']) expect(body).toContain(`eq $lng "${locale}"`)
  })
})
