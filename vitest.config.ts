import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['**/*.test.ts', '**/*.test.tsx'],
          exclude: ['node_modules/**', '.data/**', 'web/src/**'],
          globalSetup: ['tests/global-setup.ts'],
        },
      },
      // The web client's tests, with its aliases.
      'web/vite.config.ts',
    ],
  },
})
