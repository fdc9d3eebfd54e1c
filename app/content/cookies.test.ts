import { describe, expect, it } from 'vitest'
import { storageKey } from '~/lab/ui/use-lab'
import { storedItems } from './cookies'

describe('the cookie policy (docs/requirements.md#cookie-policy)', () => {
  it('names the key the Strategy Lab saves its work under', () => {
    expect(storedItems.filter((item) => item.storage === 'Local storage').map((item) => item.key)).toEqual([storageKey])
  })
})
