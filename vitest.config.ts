import { defineConfig } from 'vitest/config'

// Component and unit tests (jsdom). Browser specs live in tests/e2e and run under Playwright.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    environment: 'jsdom',
    include: [
      'app/**/*.test.{ts,tsx}',
      'server/**/*.test.{ts,js}',
      'scripts/**/*.test.{ts,js}',
      'bench/**/*.test.{ts,js}',
    ],
    setupFiles: ['./tests/setup-unit.ts'],
    restoreMocks: true,
  },
})
