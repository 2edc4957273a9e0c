import { readPlatformConfig } from '../platform/config.ts'
import { startPlatform } from '../platform/main.ts'

// `npm start`: the whole site locally with demo data. Ctrl-C stops everything cleanly.
const config = readPlatformConfig()
const platform = await startPlatform(config, { log: (line) => console.log(line), buildWeb: true })

let stopping = false
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (stopping) return
    stopping = true
    console.log('\nStopping…')
    await platform.stop()
    process.exit(0)
  })
}
