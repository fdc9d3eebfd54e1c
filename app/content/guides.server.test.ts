// cspell:ignore publised ZYXWVUTSRQP
import { spawnSync } from 'node:child_process'
import { cpSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { SiteConfigError } from '~/config/site'
import { describeTree } from '~/lab/describe-tree'
import { templates } from '~/lab/engine/templates'
import { contentMistake, scratchContentDir } from '~/lib/content-dir.test-support'
import { prerenderedPaths } from '~/route-paths'
import {
  checkGuides,
  guideCards,
  guideLinks,
  guidePage,
  guideSlugs,
  guideVideoIds,
  guideVideoSettings,
  readGuides,
} from './guides.server'
import { strategyPath } from './strategies'
import { freeTrialLabel } from './terms'
import { alertFieldRows } from './webhook-alerts.server'

// Each check runs on a copy of the real guides in a temporary content folder, with one mistake made.
const root = scratchContentDir('guides', (folder) =>
  cpSync(join(process.cwd(), 'content', 'guides'), join(folder, 'guides'), { recursive: true }),
)
const folder = () => join(root(), 'guides')
const files = () => readdirSync(folder()).sort()
const firstFile = () => join(folder(), files()[0] ?? '')
const edit = (path: string, change: (text: string) => string) => writeFileSync(path, change(readFileSync(path, 'utf8')))

describe('the guides files (content/guides)', () => {
  it('are one guide each, in the files’ order, the article’s headings the card’s topics', () => {
    const guides = readGuides()
    expect(guides.map((guide) => guide.slug)).toEqual(files().map((name) => name.replace(/^\d+-|\.md$/g, '')))
    for (const guide of guides) {
      expect(guide.topics.length).toBeGreaterThanOrEqual(3)
      expect(guide.sections.map((section) => section.topic)).toEqual(guide.topics)
      for (const section of guide.sections) expect(section.html).toMatch(/^<p>/)
    }
    // Facts are filled from the typed modules, in headings as in text.
    expect(guides[0]?.topics[0]).toContain(freeTrialLabel)
    // The only double braces left are TradingView's placeholders, in the automation guide's alert
    // messages, and only those the Lab fills.
    const left = [...JSON.stringify(guides).matchAll(/\{\{[^}]*\}\}/g)].map(([braces]) => braces)
    expect(left.filter((braces) => !alertFieldRows().placeholders.includes(braces))).toEqual([])
  })

  it('pass the build’s check: every link in an article leads to a page of this site', () => {
    expect(() => checkGuides(prerenderedPaths)).not.toThrow()
  })

  it.each([
    ['a missing field', (text: string) => text.replace(/^icon: .*\n/m, ''), /guides\/\S+\.md: icon: /],
    [
      'an unknown icon',
      (text: string) => text.replace(/^icon: .*$/m, 'icon: unicorn'),
      /\.md: icon: must be one of rocket, /,
    ],
    [
      'a misspelt field',
      (text: string) => text.replace(/^published:/m, 'publised:').replace(/^title:/m, 'publised: 2025-01-01\ntitle:'),
      /\.md: publised: /,
    ],
    [
      'a video ID that is not one',
      (text: string) => text.replace(/standIn: .*/, 'standIn: https://youtu.be/x'),
      /\.md: videos\.0\.standIn: must be a YouTube video ID/,
    ],
    ['a date that is not one', (text: string) => `---\npublished: 2025-02-30\n${text.slice(4)}`, /\.md: published: /],
    [
      'a fact nobody keeps',
      (text: string) => text.replace(/^## (.*)$/m, '## $1 {{unknownFact}}'),
      /\.md: \{\{unknownFact\}\} names no fact/,
    ],
    ['text before the first topic', (text: string) => text.replace(/^## /m, 'Hello\n\n## '), /\.md: body: must start/],
    [
      'too few topics',
      (text: string) => text.replace(/^## /gm, '### ').replace(/^### /m, '## '),
      /\.md: body: must have 3 to 5 "## " headings/,
    ],
    [
      'a lead too long for a meta description',
      (text: string) => text.replace(/^lead: .*$/m, `lead: ${'word '.repeat(40)}`),
      /\.md: lead: must be 50 to 160 characters/,
    ],
  ])('stop the build on %s, naming the file and the field in one line', (_, change, message) => {
    edit(firstFile(), change)
    const line = contentMistake(readGuides)
    expect(line).toMatch(message)
    expect(line).toContain(files()[0])
    expect(line).not.toContain('\n')
  })

  it('end a real build in one line naming the file and the field, with no stack', () => {
    edit(firstFile(), (text) => text.replace(/^icon: .*$/m, 'icon: unicorn'))
    const build = spawnSync(join('node_modules', '.bin', 'react-router'), ['build'], {
      encoding: 'utf8',
      env: { ...process.env, SITE_CONTENT_DIR: root(), SITE_BUILD_DIRECTORY: join(root(), 'build') },
    })
    expect(build.status).toBe(1)
    const lines = build.stderr.split('\n').filter((line) => line.includes(files()[0] ?? ''))
    expect(lines).toEqual([expect.stringMatching(/^Content error: \S+\.md: icon: must be one of rocket, /)])
    expect(build.stderr).not.toMatch(/^\s+at /m)
  }, 60_000)

  it('stop the build on a link to no page of this site, and on one to another site', () => {
    edit(firstFile(), (text) => `${text}\nSee [nothing](/no-such-page).\n`)
    expect(contentMistake(() => checkGuides(prerenderedPaths))).toMatch(
      /\.md: body: the link to \/no-such-page leads to no page/,
    )
    edit(firstFile(), (text) => text.replace('(/no-such-page)', '(https://example.com)'))
    expect(contentMistake(() => checkGuides(prerenderedPaths))).toMatch(/must lead to a page of this site/)
  })

  it('stop the build on a video key two guides share', () => {
    const [, second] = files()
    const key = /key: (\w+)/.exec(readFileSync(firstFile(), 'utf8'))?.[1] ?? ''
    edit(join(folder(), second ?? ''), (text) => text.replace(/key: \w+/, `key: ${key}`))
    expect(contentMistake(readGuides)).toMatch(new RegExp(`${second}: videos\\.0\\.key: ${key} is a video of`))
  })

  it('take a new file as a new guide: its page, its card, its neighbors and its video setting', () => {
    writeFileSync(
      join(folder(), '99-test-guide.md'),
      [
        '---',
        'title: Test Guide',
        'pageTitle: A test guide with a title of some length',
        'icon: rocket',
        'description: A card sentence long enough to pass the check on descriptions here.',
        'lead: A lead paragraph long enough to be the page’s meta description, and no longer.',
        'videos:',
        '  - { key: TEST_GUIDE, label: Test Guide, standIn: abcdefghijk }',
        'strategyReason: Nothing; a test.',
        '---',
        '## One',
        'Text one, with [the Lab](/lab).',
        '## Two',
        'Text two.',
        '## Three',
        'Text three.',
      ].join('\n'),
    )
    expect(guideSlugs().at(-1)).toBe('test-guide')
    expect(guideCards({}).at(-1)).toMatchObject({ slug: 'test-guide', topics: ['One', 'Two', 'Three'] })
    const page = guidePage('test-guide', { SITE_VIDEO_TEST_GUIDE: 'ZYXWVUTSRQP' })
    expect(page?.previous?.slug).toBe(guideSlugs().at(-2))
    expect(page?.next).toBeUndefined()
    expect(page?.videos).toEqual([
      { key: 'TEST_GUIDE', label: 'Test Guide', videoId: 'ZYXWVUTSRQP', poster: '/posters/test-guide.png' },
    ])
    expect(page?.sections[0]?.html).toBe('<p>Text one, with <a href="/lab">the Lab</a>.</p>\n')
    expect(page).not.toHaveProperty('published')
    expect(guideVideoSettings().at(-1)).toEqual({
      name: 'SITE_VIDEO_TEST_GUIDE',
      key: 'TEST_GUIDE',
      label: 'Test Guide',
      standIn: 'abcdefghijk',
    })
    expect(guideLinks().at(-1)).toMatchObject({ path: '/guides/test-guide', reason: 'Nothing; a test.' })
  })

  it('carry a publication date only where the file gives one', () => {
    edit(firstFile(), (text) => `---\npublished: '2025-03-04'\n${text.slice(4)}`)
    const [first] = guideSlugs()
    expect(guidePage(first ?? '', {})?.published).toBe('2025-03-04')
    expect(guidePage(guideSlugs()[1] ?? '', {})).not.toHaveProperty('published')
  })

  it('give each page a meta description that is not its card’s sentence on /guides', () => {
    for (const guide of readGuides()) expect(guide.lead).not.toBe(guide.description)
  })

  it('show a figure of a template that exists, its caption linking that template’s page', () => {
    for (const guide of readGuides()) {
      if (!guide.figure) continue
      expect(templates.map((template) => template.id)).toContain(guide.figure.template)
      expect(guide.figure.captionHtml).toContain(`href="${strategyPath(guide.figure.template)}"`)
    }
  })

  it('hand the page its figure as the template’s tree in the Lab’s words, as its strategy page has it', () => {
    const withFigure = readGuides().filter((guide) => guide.figure)
    expect(withFigure.length).toBeGreaterThan(0)
    for (const guide of withFigure) {
      const template = templates.find((candidate) => candidate.id === guide.figure?.template)
      const figure = guidePage(guide.slug, {})?.figure
      expect(figure?.tree).toEqual(template && describeTree(template.strategy))
      expect(figure?.section).toBe((guide.figure?.section ?? 0) - 1)
      // Text, not a picture of it: nothing for an image's alternative text to stand in for.
      expect(figure).not.toHaveProperty('src')
      expect(figure).not.toHaveProperty('alt')
    }
  })

  it('refuse an alt for a figure, which is no image', () => {
    const file = files().find((name) => readFileSync(join(folder(), name), 'utf8').includes('\nfigure:'))
    edit(join(folder(), file ?? ''), (text) => text.replace(/^ {2}caption: /m, "  alt: 'A tree.'\n  caption: "))
    expect(contentMistake(readGuides)).toMatch(/figure.*alt/)
  })

  it('answer no page for a slug no file has', () => {
    expect(guidePage('no-such-guide', {})).toBeUndefined()
  })
})

describe('guide video IDs (SITE_VIDEO_<KEY>)', () => {
  it('come from the settings, or the file’s stand-in while unset', () => {
    const [first, second] = guideVideoSettings()
    const ids = guideVideoIds({ [first?.name ?? '']: ' abcDEF_12-3 ' })
    expect(ids[first?.key ?? '']).toBe('abcDEF_12-3')
    expect(ids[second?.key ?? '']).toBe(second?.standIn)
  })

  it.each([['https://youtu.be/M7lc1UVf-VE'], ['short']])('reject %j, naming the variable', (value) => {
    const [first] = guideVideoSettings()
    const attempt = () => guideVideoIds({ [first?.name ?? '']: value })
    expect(attempt).toThrow(SiteConfigError)
    expect(attempt).toThrow(first?.name)
  })
})
