import * as z from 'zod/v4'
import { config } from 'zod/v4'

// Every `zod` import of the web app, the shared contract's included, resolves here (vite.config.ts),
// so this runs before any schema is built. zod compiles faster parsers with `new Function`; the
// site's content security policy forbids eval, and even zod's probe for it is reported as a
// violation. In the browser, zod parses without it.
config({ jitless: true })

export * from 'zod/v4'
export { z }
