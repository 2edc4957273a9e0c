// The one place the functions name the web's server build. `npm run build:web` builds
// web/src/entry-server.tsx (the `--ssr` build of web/vite.config.ts, `outDir: 'dist-server'`) into
// web/dist-server/entry-server.js: one self-contained ES module that Deno and Node import as it
// is. Deploying `render` bundles it from here, so the site is built before the function is
// deployed (README, Deploy). Locally the platform builds its own copy (platform/web-build.ts) and
// hands it to createRenderApp itself. Not in the root tsconfig: the file exists only once built.

import * as build from '../../web/dist-server/entry-server.js'
import type { PageRenderer } from './app.ts'

/** The server build's exports, as the render function uses them (web/src/entry-server.tsx). */
export const webServerBuild: PageRenderer = build
