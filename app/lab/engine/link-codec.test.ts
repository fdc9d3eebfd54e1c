import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { count, openOrder, scenario, sixtyNodes, traderTests, withRoot } from './fixtures/sixty-nodes'
import { fnv1a } from './hash'
import { limits } from './kinds'
import {
  codeFor,
  decodeWork,
  encodeFile,
  encodeWork,
  fileText,
  maxCodeLength,
  maxPackedBytes,
  readStrategyFile,
} from './link-codec'
import { type Condition, modelVersion, type Scenario, type TreeNode, walk } from './model'
import { maxStrategyBytes } from './parse'
import { alertTextLength, ownEventsLimit } from './schema'
import { defaultTemplate, templates } from './templates'
import { all, type DraftCondition, type DraftNode, numbered, open, skip, when } from './tree-builders'
import { validateStrategy } from './validate'

const bytes = (text: string) => new TextEncoder().encode(text).length

describe('a strategy as large as the editor allows', () => {
  it('opens again by link and by file: a strategy of 60 nodes, the most the editor allows', async () => {
    const strategy = sixtyNodes()
    expect(count(strategy)).toBe(limits.nodes)
    expect(validateStrategy(strategy)).toEqual([])

    const plainLink = codeFor({ strategy, scenario })
    const link = await encodeWork({ strategy, scenario })
    const file = await encodeFile({ strategy, scenario })
    // The sizes the issue measured, before and after compression (the file as Export writes it).
    console.info(
      `60-node strategy: link ${plainLink.length} characters uncompressed, ${link.length} compressed; file ${bytes(fileText({ strategy, scenario }))} bytes of JSON, ${file.length} gzipped`,
    )
    // Over the 8 KB both refused before they were compressed.
    expect(plainLink.length).toBeGreaterThan(8 * 1024)
    expect(bytes(fileText({ strategy, scenario }))).toBeGreaterThan(8 * 1024)
    expect(link.length).toBeLessThan(4 * 1024)

    expect(await decodeWork(link)).toEqual({ ok: true, value: { strategy, scenario }, warnings: [] })
    expect(await readStrategyFile(file)).toEqual({ ok: true, value: { strategy, scenario }, warnings: [] })
  })

  it('still opens a link and a file made before compression', async () => {
    const strategy = sixtyNodes()
    expect(await decodeWork(codeFor({ strategy, scenario }))).toMatchObject({ ok: true, value: { strategy, scenario } })
    const plainFile = new TextEncoder().encode(fileText({ strategy, scenario }))
    expect(await readStrategyFile(plainFile)).toMatchObject({ ok: true, value: { strategy, scenario } })
  })

  it('fits under the limits with every text at its longest and least compressible', async () => {
    // Random characters from the Basic Multilingual Plane: three bytes of UTF-8 each, and no
    // repetition for deflate to find. Ids, names, notes, the alert and the averages at their longest.
    let seed = 1
    const noise = (length: number) =>
      Array.from({ length }, () => {
        seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31
        return String.fromCharCode(0x4e00 + (seed % 0x5000))
      }).join('')
    let n = 0
    const nextId = () => `${++n}${noise(limits.idLength - String(n).length)}`
    // IF test THEN do nothing ELSE the next IF: three nodes a level, every Do nothing's note at its
    // longest; the last IF tests an AND of two and does nothing either way (19 × 3 + 3 = 60 nodes).
    const levels = (limits.nodes - 3) / 3
    const aTest = (): Condition => ({
      kind: 'test',
      id: nextId(),
      fact: 'priceVsAverage',
      op: 'between',
      value: -12.345_678_9,
      upper: 987.654_321,
      average: noise(limits.averageLength),
    })
    const level = (i: number): TreeNode => {
      const skipNode = (): TreeNode => ({ kind: 'skip', id: nextId(), reason: noise(limits.reasonLength) })
      const id = nextId()
      return {
        kind: 'if',
        id,
        condition: i < levels ? aTest() : { kind: 'all', id: nextId(), conditions: [aTest(), aTest()] },
        onTrue: skipNode(),
        onFalse: i < levels ? level(i + 1) : skipNode(),
      }
    }
    const strategy = withRoot(level(1), noise(limits.nameLength))
    expect(count(strategy)).toBe(limits.nodes)
    expect(validateStrategy(strategy)).toEqual([])
    const big: Scenario = structuredClone(scenario)
    big.alertText = noise(alertTextLength)
    big.market.events = Array.from({ length: ownEventsLimit }, (_, i) => ({
      date: `2027-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`,
      kind: 'other' as const,
    }))
    big.market.averages = Object.fromEntries(
      [...walk(strategy.root)].flatMap((node) =>
        node.kind === 'test' && node.average ? [[node.average, 123_456.789_012]] : [],
      ),
    )

    const link = await encodeWork({ strategy, scenario: big })
    const file = await encodeFile({ strategy, scenario: big })
    console.info(
      `Largest tree: link ${link.length} characters (limit ${maxCodeLength}); file ${file.length} bytes gzipped (limit ${maxPackedBytes}), ${bytes(fileText({ strategy, scenario: big }))} bytes of JSON (limit ${maxStrategyBytes})`,
    )
    expect(link.length).toBeLessThanOrEqual(maxCodeLength)
    expect(file.length).toBeLessThanOrEqual(maxPackedBytes)
    expect(bytes(fileText({ strategy, scenario: big }))).toBeLessThanOrEqual(maxStrategyBytes)
    const opened = await decodeWork(link)
    expect(opened).toMatchObject({ ok: true, value: { strategy } })
    expect(await readStrategyFile(file)).toEqual(opened)
  })
})

/**
 * Trees up to the editor's limit: IFs in a row, each testing one fact or an AND of several, with a
 * Do nothing (any note) on one side and the rest of the tree on the other, an order at the end; as
 * many as fit in limits.nodes.
 */
const level = fc.record({
  tests: fc.array(fc.constantFrom(...traderTests), { minLength: 1, maxLength: 8 }),
  note: fc.string({ maxLength: limits.reasonLength }).map((note) => (note.trim() ? note : 'No trade.')),
  restOnTrue: fc.boolean(),
})
const upToTheLimit = fc
  .tuple(fc.array(level, { maxLength: limits.nodes }), fc.string({ minLength: 1, maxLength: limits.nameLength }))
  .map(([levels, name]) => {
    let node: DraftNode = open(openOrder)
    let size = 1
    for (const { tests, note, restOnTrue } of levels) {
      const grown = size + 2 + tests.length + (tests.length > 1 ? 1 : 0)
      if (grown > limits.nodes) break
      size = grown
      const condition = tests.length > 1 ? all(...tests) : (tests[0] as DraftCondition)
      node = restOnTrue ? when(condition, node, skip(note)) : when(condition, skip(note), node)
    }
    return withRoot(numbered(node), name.trim() ? name : 'Any name')
  })

describe('links and files, property', () => {
  it('round-trip every valid tree up to the editor’s limit, by link and by file', async () => {
    await fc.assert(
      fc.asyncProperty(upToTheLimit, fc.constantFrom(...templates), async (strategy, template) => {
        expect(count(strategy)).toBeLessThanOrEqual(limits.nodes)
        expect(validateStrategy(strategy)).toEqual([])
        const work = { strategy, scenario: template.scenario }
        const expected = { ok: true, value: work, warnings: [] }
        expect(await decodeWork(await encodeWork(work))).toEqual(expected)
        expect(await readStrategyFile(await encodeFile(work))).toEqual(expected)
      }),
      { numRuns: 100 },
    )
  })
})

describe('links and files that cannot be opened', () => {
  it('refuse a compressed link that unpacks to more than any strategy, without unpacking it all', async () => {
    // A few KB of link that would inflate to megabytes.
    const bomb = await encodeWork({
      strategy: defaultTemplate.strategy,
      scenario: { padding: ' '.repeat(4_000_000) } as never,
    })
    expect(bomb.length).toBeLessThan(maxCodeLength)
    expect(await decodeWork(bomb)).toMatchObject({
      ok: false,
      message: expect.stringContaining('more than the largest tree'),
    })
  })

  it('say a damaged or cut-short file is damaged, and a file of other bytes is not JSON', async () => {
    const file = await encodeFile({ strategy: defaultTemplate.strategy, scenario })
    expect(await readStrategyFile(file.slice(0, file.length / 2))).toEqual({
      ok: false,
      warnings: [],
      message: 'This compressed file is damaged or cut short: it does not unpack to a strategy.',
    })
    expect(await readStrategyFile(new Uint8Array([1, 2, 3]))).toMatchObject({
      ok: false,
      message: expect.stringContaining('not valid JSON'),
    })
  })

  it('refuse a compressed link whose bytes are not deflate, as changed', async () => {
    // The right checksum over bytes that are no deflate stream: a link another tool made up.
    const payload = 'AAAA'
    const forged = `v${modelVersion}z.${fnv1a(Array.from(payload, (char) => char.charCodeAt(0))).toString(36)}.${payload}`
    expect(await decodeWork(forged)).toMatchObject({ ok: false, message: expect.stringContaining('changed') })
  })
})
