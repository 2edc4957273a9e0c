// `use-sync-external-store/shim` for libraries written to run on React 17 too (SWR, react-i18next,
// wouter): React 19 has the hook itself (web/vite.config.ts points the shim here).
export { useSyncExternalStore } from 'react'
