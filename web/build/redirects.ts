// The `_redirects` file of static hosts (Netlify's format): the XML sitemap is built by the site
// function from the catalogue, and every other path that is no file is the single-page app.

export function redirectsFile(supabaseUrl: string): string {
  const functions = `${new URL(supabaseUrl).origin}/functions/v1`
  return [`/sitemap.xml  ${functions}/site/sitemap.xml  200`, '/*  /index.html  200', ''].join('\n')
}
