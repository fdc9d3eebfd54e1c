import { describe, expect, it } from 'vitest'
import { htmlText } from '~/components/seo/page-graph'
import { factLabels } from '~/lab/engine/facts'
import { templates } from '~/lab/engine/templates'
import { eventWindow } from '~/lab/engine/templates-event'
import { readGuides } from './guides.server'
import { strategyPath } from './strategies'
import { strategyHubWords } from './strategy-hubs.server'

/**
 * The event template's condition (eventBeforeExpiry) asks whether an FOMC decision, a CPI release
 * or the visitor's own date falls between today and the expiry of the option it would open: a
 * question about the option's life, not about today. Every sentence of the guides and the hubs that
 * names the template or its condition says so, as they are rendered (facts filled in).
 */

/** The sentences of a piece of rendered Markdown, each as HTML (its links kept) and as text. */
const sentencesOf = (html: string) =>
  html
    .split(/(?<=[.!?])\s+|<\/p>/)
    .map((sentence) => ({ html: sentence, text: htmlText(sentence) }))
    .filter(({ text }) => text !== '')

/** Whether a sentence names the event template (its page, its name) or its condition. */
const namesTheTemplate = ({ html, text }: { html: string; text: string }) =>
  html.includes(`href="${strategyPath(eventWindow.id)}"`) ||
  text.includes(eventWindow.name) ||
  text.includes(factLabels.eventBeforeExpiry)

/** What a sentence about the template may not say: that it tests today, or an event's day. */
const aboutToday = (text: string) => /\btoday\b|\bevent days?\b|\bday of\b/i.test(text)

const rendered = [
  ...readGuides().flatMap((guide) => guide.sections.map((section) => ({ where: guide.file, html: section.html }))),
  ...Object.values(strategyHubWords()).map((hub) => ({ where: hub.file, html: hub.intro })),
]

describe('the event template, as the guides and hubs tell it', () => {
  it('is the template whose tree asks about an event before the option expires', () => {
    expect(templates).toContain(eventWindow)
    expect(JSON.stringify(eventWindow.strategy.root)).toContain('"fact":"eventBeforeExpiry"')
    expect(JSON.stringify(eventWindow.strategy.root)).not.toContain('"fact":"eventDay"')
  })

  it('is never said to test today: each sentence naming it or its condition speaks of the expiry', () => {
    const sentences = rendered.flatMap(({ where, html }) =>
      sentencesOf(html)
        .filter(namesTheTemplate)
        .map(({ text }) => ({ where, text })),
    )
    // The guide and the event-aware hub both name it: a check that found none would prove nothing.
    expect(new Set(sentences.map(({ where }) => where)).size).toBeGreaterThanOrEqual(2)
    expect(sentences.filter(({ text }) => aboutToday(text))).toEqual([])
    expect(sentences.filter(({ text }) => !/expire|expiry/.test(text))).toEqual([])
  })

  it('catches the sentence the Advanced Automation guide once carried', () => {
    const old = `The <a href="${strategyPath(eventWindow.id)}">${eventWindow.name}</a> template shows the idea in the Lab: its first condition asks whether today is a scheduled event day, and when it is the tree does nothing.`
    const [sentence] = sentencesOf(old)
    expect(sentence && namesTheTemplate(sentence)).toBe(true)
    expect(aboutToday(sentence?.text ?? '')).toBe(true)
  })
})
