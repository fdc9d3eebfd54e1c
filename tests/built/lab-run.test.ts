import { expect, test } from 'vitest'
import { builtHtml } from '../support/build-pages'

// The Lab's Run button as the prerendered page has it (npm run build first): the servers send
// these very bytes, so this is what a visitor has before any script runs.

test('Run is drawn with the page, before the workbench, and says it waits without JavaScript', () => {
  const html = builtHtml('/lab')
  expect(html).toMatch(/<button[^>]*id="lab-run"[^>]*aria-disabled="true"/)
  expect(html).toContain('Run needs JavaScript.')
})
