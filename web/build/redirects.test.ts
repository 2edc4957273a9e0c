import { describe, expect, it } from 'vitest'
import { redirectsFile } from './redirects.ts'

describe('the _redirects file', () => {
  it('proxies the sitemap, the pictures and the pages to Supabase; sign-in, admin, payment, the library, offers and sessions stay in the app', () => {
    expect(redirectsFile('https://api.kaelvoss.example/').split('\n')).toEqual([
      '/sitemap.xml  https://api.kaelvoss.example/functions/v1/site/sitemap.xml  200',
      '/storage/v1/render/image/public/*  https://api.kaelvoss.example/storage/v1/render/image/public/:splat  200',
      '/auth  /index.html  200',
      '/auth/*  /index.html  200',
      '/admin  /index.html  200',
      '/admin/*  /index.html  200',
      '/payment-success  /index.html  200',
      '/payment-success/*  /index.html  200',
      '/library  /index.html  200',
      '/library/*  /index.html  200',
      '/offer  /index.html  200',
      '/offer/*  /index.html  200',
      '/session  /index.html  200',
      '/session/*  /index.html  200',
      '/*  https://api.kaelvoss.example/functions/v1/render/:splat  200',
      '',
    ])
  })
})
