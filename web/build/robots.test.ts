import { describe, expect, it } from 'vitest'
import { robotsFile } from './robots.ts'

describe('robots.txt', () => {
  it('names the sitemap by its absolute address and keeps crawlers out of private pages', () => {
    const robots = robotsFile('https://kaelvoss.example/')
    expect(robots).toMatch(/^Sitemap: https:\/\/kaelvoss\.example\/sitemap\.xml$/m)
    expect(robots).toMatch(/^Disallow: \/admin$/m)
    expect(robots).toMatch(/^Disallow: \/payment-success$/m)
    expect(robots).toMatch(/^User-agent: \*$/m)
  })
})
