// Writes the hosted project's sign-in email template (supabase/templates/sign-in.html) from the
// auth stand-in's texts, and prints the subject line for supabase/config.toml.
import { writeFile } from 'node:fs/promises'
import { goTemplateBody, goTemplateSubject } from '../platform/auth/mail/gotrue-template.ts'

await writeFile(new URL('../supabase/templates/sign-in.html', import.meta.url), goTemplateBody())
console.log(`subject = '${goTemplateSubject()}'`)
