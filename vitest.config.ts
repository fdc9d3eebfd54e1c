import { defineConfig } from 'vitest/config'

// Unit tests (Node), component tests (jsdom), the server tests (node: real npm start and nginx against
// the build), checks of the built pages without a browser, and the other-engine smoke tests (npm run test:engines). Browser specs live in tests/e2e and run under Playwright.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    restoreMocks: true,
    // As many test files at once as there are cores: Vitest's default keeps one core for its main
    // process, which a run leaves idle, so on a 2-core machine it ran one file at a time.
    maxWorkers: '100%',
    // expect.poll waits for a state that comes (a log line, a button, an exited worker); Vitest's
    // default of 1 s is shorter than one Chromium round trip on a busy 2-core machine.
    expect: { poll: { timeout: 15_000 } },
    projects: [
      {
        extends: true,
        test: {
          // Logic without a page: the Lab's engine, content, settings, build steps, documents.
          // In Node: a jsdom per file was 44 % of the suite's time, and none of these reads it.
          name: 'unit',
          environment: 'node',
          include: [
            'app/**/*.test.ts',
            'build-steps/**/*.test.ts',
            'bench/**/*.test.ts',
            'docs/**/*.test.ts',
            'tests/*.test.ts',
          ],
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          // Components rendered into jsdom (every *.test.tsx).
          name: 'components',
          environment: 'jsdom',
          include: ['app/**/*.test.tsx'],
          setupFiles: ['./tests/support/setup-unit.ts'],
          // Each file in a VM context of a worker that keeps jsdom loaded, not a process of its own
          // that loads it again: 36 files took 85 s of CPU in forks and 50 s here. A worker that has
          // grown is replaced (vmMemoryLimit); the web streams jsdom's window lacks come from Node
          // (tests/support/setup-unit.ts).
          pool: 'vmForks',
          // A limit on hangs, not a measure of speed: the component tests drive a whole workbench
          // through jsdom, which takes seconds on a busy 2-core machine.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          globalSetup: ['./tests/support/server-setup.ts'],
          // Limits on hangs, not measures of speed: these tests start servers, nginx, PostgreSQL and
          // Chromium beside the other suites, and a 2-core machine shared with them can take a
          // minute over what an idle one takes seconds for.
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          // Checks of every page the build wrote (build/client, after `npm run build`), without a
          // browser: valid HTML, head tags, the sitemap, CSP hashes, byte budgets.
          name: 'built',
          environment: 'node',
          include: ['tests/built/**/*.test.ts'],
          // The Nu Html Checker reads every page in one run of Java, which takes a while on a busy machine.
          testTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          // Smoke tests in the engines the browser suite does not cover (Firefox ESR, WebKitGTK), against npm start.
          name: 'engines',
          environment: 'node',
          include: ['tests/engines/**/*.test.ts'],
          globalSetup: ['./tests/support/server-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // The webdriver package (WebKit) logs at info level by default, from loggers made on import.
          env: { WDIO_LOG_LEVEL: 'warn' },
        },
      },
    ],
  },
})
