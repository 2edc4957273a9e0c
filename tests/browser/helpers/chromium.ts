import { existsSync } from 'node:fs'

/** The system Chromium the browser tests drive (Debian's `chromium` package). */
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium'

/**
 * Browser tests are skipped where there is no Chromium, except in CI (`CI=true`), where a missing
 * browser is a broken machine and must fail the run.
 */
export const BROWSER_SKIP_REASON =
  !existsSync(CHROME_PATH) && process.env.CI !== 'true'
    ? `Browser tests are skipped: no Chromium at ${CHROME_PATH} (apt-get install chromium, or set CHROME_PATH; CI requires it).`
    : undefined
