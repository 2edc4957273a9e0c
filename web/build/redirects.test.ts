import { describe, expect, it } from 'vitest'
import { redirectsFile } from './redirects.ts'

describe('the _redirects file', () => {
  it('proxies the sitemap to the site function and sends every other path to the app', () => {
    expect(redirectsFile('https://abc.supabase.co/').split('\n')).toEqual([
      '/sitemap.xml  https://abc.supabase.co/functions/v1/site/sitemap.xml  200',
      '/*  /index.html  200',
      '',
    ])
  })
})
