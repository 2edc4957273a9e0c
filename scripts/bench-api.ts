import { startTestPlatform } from '../tests/integration/helpers/platform.ts'
import { benchApi } from './bench/api.ts'

// `npm run bench:api`: only the API figures of `npm run bench`, on a throwaway platform.
const platform = await startTestPlatform()
try {
  console.table(await benchApi(platform.url, 'PGlite'))
} finally {
  await platform.stop()
}
