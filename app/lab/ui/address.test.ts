import { describe, expect, it } from 'vitest'
import { labTemplatePath } from '~/content/site/lab-links'
import { readRequest } from './address'

describe('what an address asks the Lab to open', () => {
  const at = (path: string) => {
    const url = new URL(path, 'https://example.com')
    return readRequest({ search: url.search, hash: url.hash })
  }

  it('reads the template the site links to, and the older fragment form', () => {
    expect(at(labTemplatePath('wheel'))).toEqual({ kind: 'template', id: 'wheel' })
    expect(at('/lab#template=wheel')).toEqual({ kind: 'template', id: 'wheel' })
  })

  it('prefers a shared link, and asks for nothing on a plain /lab', () => {
    expect(at('/lab?template=wheel#s=v2.abc.def')).toEqual({ kind: 'link', code: 'v2.abc.def' })
    expect(at('/lab')).toBeNull()
    expect(at('/lab?template=')).toBeNull()
  })
})
