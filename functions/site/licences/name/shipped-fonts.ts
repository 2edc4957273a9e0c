/**
 * The fonts shipped with the site function (its `static_files` in supabase/config.toml) and their
 * manifest. They live under `supabase/functions/`, the one folder the Supabase CLI's Docker
 * bundler mounts beside the modules it walks: static files anywhere else match nothing in its
 * container and are left out of the deployed bundle without an error (`npm run deploy:check`
 * builds the function that way and prints a certificate from it).
 */
export const SHIPPED_FONTS = new URL('../../../../supabase/functions/site/fonts/', import.meta.url)
