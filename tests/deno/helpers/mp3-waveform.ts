// Run by deno.test.ts under the Deno runtime: decodes the MP3 files named on the command line into
// waveforms with the admin function's own code (mpg123's WebAssembly included) and prints them
// as JSON, for the test to compare with what Node computes.
import { readFile } from 'node:fs/promises'
import { mp3Waveform } from '../../../functions/_shared/audio/mp3-waveform.ts'

const results = []
for (const file of process.argv.slice(2)) {
  // (Node's APIs, which Deno provides, so that the repository's Node type-check reads this file too.)
  const bytes = new Uint8Array(await readFile(file))
  // As the admin function reads an upload: a stream from Storage.
  results.push(await mp3Waveform(new Blob([bytes]).stream()))
}
console.log(JSON.stringify(results))
