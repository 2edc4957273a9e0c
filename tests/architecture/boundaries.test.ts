import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { boundaryViolations, importViolations, sourceFiles } from './boundaries.ts'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))

describe('the code’s boundaries', () => {
  it('hold everywhere in the repository', () => {
    const files = sourceFiles(ROOT, ['web/src', 'web/build', 'functions', 'platform', 'scripts'])
    expect(files.length).toBeGreaterThan(500)
    expect(boundaryViolations(ROOT, files)).toEqual([])
  })

  it('refuse a web feature importing another, or the app', () => {
    expect(
      importViolations(
        'web/src/features/shop/components/ProductCard.tsx',
        'web/src/features/tracks/components/TrackRow',
        '@/features/tracks/components/TrackRow',
      ).map((violation) => violation.rule),
    ).toEqual([expect.stringMatching(/^a web feature imports another feature/)])
    // A feature folder nobody listed anywhere is covered all the same.
    expect(
      importViolations(
        'web/src/features/brand-new/api/x.ts',
        'web/src/app/router',
        '@/app/router',
      ).map((violation) => violation.rule),
    ).toEqual([expect.stringMatching(/^a web feature imports the app/)])
    expect(
      importViolations('web/src/lib/format.ts', 'web/src/features/cart/x', '@/features/cart/x'),
    ).toHaveLength(1)
  })

  it('refuse an edge function importing another, and product code importing the platform', () => {
    expect(
      importViolations('functions/site/app.ts', 'functions/admin/guard.ts', '../admin/guard.ts'),
    ).toHaveLength(1)
    expect(
      importViolations('functions/site/app.ts', 'functions/_shared/env.ts', '../_shared/env.ts'),
    ).toEqual([])
    expect(
      importViolations(
        'functions/site/app.ts',
        'platform/db/setup.ts',
        '../../platform/db/setup.ts',
      ).map((violation) => violation.rule),
    ).toEqual(['product code imports the platform or the tests'])
    // Tests and test helpers may set up a platform.
    expect(
      importViolations('functions/site/app.test.ts', 'platform/db/setup.ts', '../../platform/x'),
    ).toEqual([])
    expect(
      importViolations(
        'functions/_shared/testing/catalog.ts',
        'platform/db/setup.ts',
        '../../../platform/db/setup.ts',
      ),
    ).toEqual([])
  })

  it('let the web reach the functions only through the contract', () => {
    expect(
      importViolations(
        'web/src/lib/api-client.ts',
        'functions/_shared/contract/site/site.ts',
        '@contract/site/site.ts',
      ),
    ).toEqual([])
    expect(
      importViolations(
        'web/src/lib/api-client.ts',
        'functions/_shared/env.ts',
        '../../../functions/_shared/env.ts',
      ),
    ).toHaveLength(1)
  })
})
