import { describe, expect, test } from 'vitest'
import { byteRange } from '../../server/static-files.js'

// The Range rules npm start keeps around range-parser (server/static-files.js, docs/decisions/013):
// one range is a 206, none satisfiable a 416, anything else the whole file with 200.
describe('byteRange', () => {
  test.each<[string, number, [number, number] | 'unsatisfiable' | undefined]>([
    ['bytes=0-99', 1000, [0, 99]],
    ['bytes=100-', 1000, [100, 999]],
    ['bytes=-100', 1000, [900, 999]],
    ['bytes=-5000', 1000, [0, 999]],
    ['bytes=0-5000', 1000, [0, 999]],
    ['bytes=1000-', 1000, 'unsatisfiable'],
    ['bytes=-0', 1000, 'unsatisfiable'],
    ['bytes=5-2', 1000, undefined],
    ['bytes=abc', 1000, undefined],
    ['bytes=', 1000, undefined],
    ['items=0-9', 1000, undefined],
    ['bytes=0-1,5-6', 1000, undefined],
    // RFC 9110, 14.1.2: a non-zero suffix range of an empty file is satisfiable, yet no byte can be
    // sent: the whole (empty) file with 200. An int-range of it is not: 416.
    ['bytes=-5', 0, undefined],
    ['bytes=0-', 0, 'unsatisfiable'],
  ])('%s of %i bytes: %j', (header, size, expected) => {
    expect(byteRange(header, size)).toEqual(expected)
  })
})
