/**
 * The home page's card, drawn at build time: the hero template's first dry run (hero-words.ts),
 * rendered to HTML in the home route's loader. The page ships the card as markup, not as code: the
 * code that makes it live (hero-live.tsx, with the Lab's engine) loads on the visitor's first touch
 * of the card, so the home page's first load carries none of it. A build whose hero template sends
 * no order fails here. Rendered as for hydration (renderToString keeps the marks between adjacent
 * texts), since the live card takes this very markup over.
 */
import { renderToString } from 'react-dom/server'
import { HeroCard } from './hero-card'
import { heroModel, heroRun } from './hero-words'

/** The card's first run, and its markup. */
export function heroCard() {
  const model = heroModel()
  const run = heroRun(model, model.first)
  return {
    run,
    html: renderToString(<HeroCard run={run} controls={{ ivRanks: model.ivRanks, minutes: model.minutes }} />),
  }
}
