import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { loadEnv, minify, type Plugin, type UserConfig } from 'vite'
import { defineConfig } from 'vitest/config'
import { redirectsFile, STORAGE_RENDITIONS } from './build/redirects.ts'
import { robotsFile } from './build/robots.ts'
import { headersFile } from './build/security-headers.ts'
import { type Env, parseEnv } from './src/config/env.ts'

const webRoot = fileURLToPath(new URL('.', import.meta.url))
const repoRoot = fileURLToPath(new URL('..', import.meta.url))
const src = fileURLToPath(new URL('./src', import.meta.url))
const contract = fileURLToPath(new URL('../functions/_shared/contract', import.meta.url))

/**
 * JSX compiles to `react/jsx-runtime` calls, as tsconfig.json's `react-jsx` types them; in the dev
 * server @vitejs/plugin-react adds React Fast Refresh.
 */
const JSX = { runtime: 'automatic', importSource: 'react' } as const

/**
 * React and react-dom (with the scheduler they share): one long-cached chunk, fetched with the
 * page, started once the boot script has run.
 */
const CORE = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/
/** What the boot script (main.tsx) needs, free of React: translations and route matching. */
const BOOT = /[\\/]node_modules[\\/](i18next|i18next-resources-to-backend|regexparam)[\\/]/

/**
 * What a page the browser renders needs beside the boot script (index.html preloads them), and a
 * served page does not: the language detector (a served page comes in its language) and the
 * table of every language's and namespace's strings (it comes with its strings).
 */
const I18N_DETECTOR = /[\\/]node_modules[\\/]i18next-browser-languagedetector[\\/]/
const LOCALE_LOADER = /[\\/]src[\\/]lib[\\/]locale-loader\.ts$/
/** The libraries every page needs that build on React's API. */
const SHELL =
  /[\\/]node_modules[\\/](wouter|mitt|swr|use-sync-external-store|zustand|react-i18next|html-parse-stringify|void-elements|dequal)[\\/]/

/**
 * The site's own modules that the catalogue's pages share (the cart, the player, the track and
 * product parts, formatting…): one chunk rather than a score of files under a kilobyte, each a
 * request and a module to set up before a served page can hydrate. Not forms (they bring zod),
 * the admin's, sign-in's or checkout's modules, nor what the boot script itself imports (BOOT_OWN),
 * which must not wait for this chunk.
 */
const COMMON = (id: string) =>
  /[\\/]web[\\/]src[\\/](lib|stores|hooks|app|components[\\/](ui|player|deferred)|features[\\/](cart|home|licences|sitemap))[\\/]/.test(
    id,
  ) &&
  !/[\\/](admin|form|auth|realtime)[\\/]|[\\/]lib[\\/](zod|admin)/.test(id) &&
  // An error's words: with the forms and error states that show one, not on every page.
  !/[\\/](components[\\/]ui[\\/]ErrorText\.tsx|lib[\\/]error-text\.ts)$/.test(id) &&
  // What only some pages' forms ask the API (slots, the mailing list).
  !/[\\/]lib[\\/]api[\\/](get-slots|subscribe)\.ts$/.test(id) &&
  !BOOT_OWN.test(id) &&
  !PAGE_MODULE.test(id) &&
  !LOCALE_LOADER.test(id) &&
  !STYLESHEET.test(id)

/**
 * What the track and shop pages share and home does not need (the add-to-cart buttons, stock,
 * the not-found page an unknown slug shows): one chunk for those pages.
 */
const CATALOGUE = (id: string) =>
  /[\\/]web[\\/]src[\\/](components[\\/]not-found|features[\\/](tracks|shop))[\\/]/.test(id) &&
  !BOOT_OWN.test(id) &&
  !PAGE_MODULE.test(id) &&
  !STYLESHEET.test(id)

/**
 * A stylesheet stays with the components that import it, not in a shared chunk's: a served page
 * carries inline only the stylesheets of what it shows.
 */
const STYLESHEET = /\.css$/

/**
 * The chunks main.tsx imports statically (itself, then `common` and `page-modules`, and what they
 * import): loaded before any code of the app runs.
 */
const ENTRY_IMPORTS =
  /^assets\/(index|react|boot|shell|common|page-modules|keys|rolldown-runtime)-[\w-]+\.js$/

/** The app's modules main.tsx imports before it loads the rest. */
const BOOT_OWN =
  /[\\/]src[\\/](main\.tsx|app[\\/]page-modules|lib[\\/](i18n|early-data|api-client)|server[\\/]|config[\\/]|features[\\/](shop|tracks)[\\/]api[\\/]keys)/

/** zod: only the pages with a form load it. */
const ZOD = /[\\/]node_modules[\\/]zod[\\/]|[\\/]src[\\/]lib[\\/]zod\.ts$/

/**
 * supabase-js and its parts: only /auth, /library and /admin load this chunk, named apart from the
 * app's own `lib/auth/supabase.ts` (which only says how to load it).
 */
const SUPABASE = /[\\/]node_modules[\\/]@supabase[\\/]/

/** Each `src/features/<feature>/components/<Name>Page.tsx` is a lazy chunk named `page-<name>`. */
const PAGE_MODULE = /[\\/]src[\\/]features[\\/][^\\/]+[\\/]components[\\/]([A-Za-z]+)Page\.tsx$/

/** `src/locales/<lng>/<ns>.json` is a chunk named `locale-<lng>-<ns>`, fetched for its language only. */
const LOCALE_MODULE = /[\\/]src[\\/]locales[\\/]([a-z]{2})[\\/]([a-z-]+)\.json$/

/** Unit tests never depend on the developer's environment. */
const TEST_ENV = {
  VITE_SUPABASE_URL: 'http://localhost:54321',
  VITE_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_test-key-for-unit-tests',
  VITE_SITE_URL: 'http://localhost:5173',
}

/**
 * Writes the static host's `dist/_headers` (CSP, HSTS…) and `dist/_redirects` (sitemap, app
 * fallback) for this build's Supabase URL, and the served pages' loader `dist/hydrate.js`.
 */
const staticHostFiles = (env: Env): Plugin => ({
  name: 'static-host-files',
  apply: 'build',
  async generateBundle() {
    // The served pages' loader (build/hydrate.js, which says what it does), minified.
    const loader = readFileSync(join(webRoot, 'build', 'hydrate.js'), 'utf8')
    const { code } = await minify('hydrate.js', loader, { compress: true, mangle: true })
    this.emitFile({ type: 'asset', fileName: 'hydrate.js', source: code })
    this.emitFile({ type: 'asset', fileName: '_headers', source: headersFile(env.supabaseUrl) })
    this.emitFile({ type: 'asset', fileName: '_redirects', source: redirectsFile(env.supabaseUrl) })
    this.emitFile({ type: 'asset', fileName: 'robots.txt', source: robotsFile(env.siteUrl) })
  },
})

/**
 * The API is known at build time: connect to it, and fetch the settings every page shows, while
 * the scripts download (main.tsx's own request then takes the preloaded answer). The API's
 * requests are CORS, without credentials: a `crossorigin` connection. The pictures come through
 * the site's own origin (src/lib/image.ts), on the page's connection.
 */
const apiHints = (env: Env): Plugin => ({
  name: 'api-hints',
  transformIndexHtml: () => [
    {
      tag: 'link',
      attrs: { rel: 'preconnect', href: new URL(env.supabaseUrl).origin, crossorigin: '' },
      injectTo: 'head',
    },
    {
      tag: 'link',
      attrs: {
        rel: 'preload',
        as: 'fetch',
        href: `${env.functionsUrl}/site/settings`,
        crossorigin: '',
      },
      injectTo: 'head',
    },
  ],
})

/**
 * React and the shell (and, for a page the browser renders, the language detector and the strings'
 * table) are imported by the boot script once it has started the first screen's fetches;
 * index.html names them so the browser downloads them from the start all the same. A served page
 * names none of them (entry-server.tsx): it loads its scripts once it has painted.
 */
const preloadAppChunks = (): Plugin => ({
  name: 'preload-app-chunks',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (html, context) =>
      Object.values(context.bundle ?? {})
        .filter(
          (chunk) =>
            chunk.type === 'chunk' &&
            ['react', 'shell', 'i18n-detector', 'locale-loader'].includes(chunk.name),
        )
        // Named once: Vite itself lists the chunks the boot script imports statically.
        .filter((chunk) => !html.includes(`/${chunk.fileName}"`))
        .map((chunk) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: '', href: `/${chunk.fileName}` },
          injectTo: 'head' as const,
        })),
  },
})

/**
 * The server build (`--ssr src/entry-server.tsx`, for functions/render): one self-contained ES
 * module that Deno and Node import as it is, with the client build's index.html as its template.
 */
const serverBuild = (clientOutDir: string): UserConfig => ({
  plugins: [indexHtmlModule(clientOutDir), withoutBrowserOnlyPages()],
  publicDir: false,
  ssr: { noExternal: true, target: 'webworker' },
  // Deno has no `process.env`, which React's and SWR's builds read.
  define: { 'process.env.NODE_ENV': JSON.stringify(process.env.NODE_ENV ?? 'production') },
  build: {
    outDir: 'dist-server',
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: { output: { codeSplitting: false, entryFileNames: '[name].js' } },
  },
})

/**
 * Pages that show one visitor's own state (admin, sign-in, payment result) are never rendered on
 * the server (functions/render): their modules, and supabase-js behind them, stay out of its build.
 */
const BROWSER_ONLY_PAGE = /\/(AdminApp|AuthPage|PaymentSuccessPage)$/
const withoutBrowserOnlyPages = (): Plugin => ({
  name: 'without-browser-only-pages',
  enforce: 'pre',
  resolveId: (id, importer) =>
    BROWSER_ONLY_PAGE.test(id) && importer?.includes('page-modules')
      ? '\0browser-only-page'
      : undefined,
  load: (id) =>
    id === '\0browser-only-page'
      ? 'export default function BrowserOnly() { return null }'
      : undefined,
})

/**
 * `virtual:index-html`: the client build's index.html (its hashed script and style names), the
 * stylesheets it links and those the app's other chunks bring (from the build's manifest), by
 * path: a served page carries inline those it needs (src/server/stylesheets.ts).
 */
const indexHtmlModule = (clientOutDir: string): Plugin => ({
  name: 'index-html-module',
  resolveId: (id) => (id === 'virtual:index-html' ? '\0virtual:index-html' : undefined),
  load: (id) => {
    if (id !== '\0virtual:index-html') return undefined
    const html = readFileSync(join(clientOutDir, 'index.html'), 'utf8')
    const read = (href: string) => [href, readFileSync(join(clientOutDir, href), 'utf8')] as const
    const linked = [
      ...html.matchAll(/<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"/g),
    ].map(([, href = '']) => href)
    const manifest: Record<string, { css?: string[] }> = JSON.parse(
      readFileSync(join(clientOutDir, '.vite', 'manifest.json'), 'utf8'),
    )
    const chunks = [...new Set(Object.values(manifest).flatMap((chunk) => chunk.css ?? []))]
      .map((file) => `/${file}`)
      .filter((href) => !linked.includes(href))
    return [
      `export default ${JSON.stringify(html)}`,
      `export const stylesheets = ${JSON.stringify(Object.fromEntries(linked.map(read)))}`,
      `export const chunkStylesheets = ${JSON.stringify(Object.fromEntries(chunks.map(read)))}`,
    ].join('\n')
  },
})

export default defineConfig(({ mode, isSsrBuild }) => {
  // Stops the dev server or the build with the list of missing variables.
  const env = parseEnv(mode === 'test' ? TEST_ENV : loadEnv(mode, webRoot, 'VITE_'))
  const shared = {
    root: webRoot,
    oxc: { jsx: JSX },
    resolve: {
      alias: [
        { find: /^@\//, replacement: `${src}/` },
        { find: /^@contract\//, replacement: `${contract}/` },
        // The shim SWR, react-i18next and wouter import stands in for React 17, which lacked the
        // hook: React 19 has it, so it is React's own.
        {
          find: /^use-sync-external-store\/shim(\/index\.js)?$/,
          replacement: `${src}/lib/use-sync-external-store.ts`,
        },
        // zod, set up for the browser's content security policy (src/lib/zod.ts).
        { find: /^zod$/, replacement: `${src}/lib/zod.ts` },
      ],
    },
  }
  if (isSsrBuild) {
    const clientOutDir = resolve(webRoot, process.env.WEB_CLIENT_OUT_DIR ?? 'dist')
    const server = serverBuild(clientOutDir)
    return { ...shared, ...server, define: { ...server.define, __APP_ENV__: JSON.stringify(env) } }
  }
  return {
    ...shared,
    plugins: [react(), staticHostFiles(env), apiHints(env), preloadAppChunks()],
    define: { __APP_ENV__: JSON.stringify(env) },
    // The shared contract lives outside web/: let the dev server read it.
    server: {
      fs: { allow: [repoRoot] },
      // As the host's `_redirects` does (build/redirects.ts): Storage's renditions on the site.
      proxy: { [STORAGE_RENDITIONS]: { target: env.supabaseUrl, changeOrigin: true } },
    },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      target: 'es2022',
      // A stylesheet per chunk, as Vite splits them: a served page carries inline those of the
      // parts it shows (src/server/stylesheets.ts), so nothing has to arrive before the first
      // paint; a page the browser renders later loads its own with its chunk. The manifest names
      // each chunk's stylesheets for the server build. The admin's is apart
      // (src/app/admin/admin-styles.css, linked by the admin once it loads).
      manifest: true,
      // Every browser the build targets but Safari before 17 knows `modulepreload`; there the
      // modules still load, in turn. Not worth 250 bytes on every visit (Vite's polyfill).
      modulePreload: {
        polyfill: false,
        // A lazy chunk is only ever imported once the entry's own imports have loaded: its list
        // of chunks to fetch along leaves those out.
        resolveDependencies: (_, deps) => deps.filter((dep) => !ENTRY_IMPORTS.test(dep)),
      },
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              { name: 'react', test: CORE, priority: 20 },
              { name: 'boot', test: BOOT, priority: 10 },
              { name: 'i18n-detector', test: I18N_DETECTOR, priority: 10 },
              { name: 'shell', test: SHELL, priority: 10 },
              { name: 'vendor-supabase', test: SUPABASE, priority: 10 },
              { name: 'zod', test: ZOD, priority: 10 },
              { name: 'common', test: COMMON, minShareCount: 2, priority: 5 },
              { name: 'catalogue', test: CATALOGUE, minShareCount: 2, priority: 5 },
            ],
          },
          chunkFileNames: (chunk) => {
            const id = chunk.facadeModuleId ?? ''
            const page = PAGE_MODULE.exec(id)?.[1]
            if (page) return `assets/page-${page.toLowerCase()}-[hash].js`
            const locale = LOCALE_MODULE.exec(id)
            if (locale) return `assets/locale-${locale[1]}-${locale[2]}-[hash].js`
            return 'assets/[name]-[hash].js'
          },
        },
      },
    },
    test: {
      name: 'web',
      include: ['src/**/*.test.{ts,tsx}'],
      environment: 'node',
      setupFiles: ['src/testing/setup.ts'],
      // Whole pages render in jsdom here; 5 s was tight when the machine is busy (CI shares it).
      testTimeout: 15_000,
    },
  }
})
