import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { choiceOf, HeroCard } from './hero-card'
import { type HeroChoice, type HeroModel, type HeroRun, heroModel, heroRun } from './hero-words'

/**
 * The hero card, live: loaded on the visitor's first touch of the prerendered card (hero.tsx), it
 * takes over the card's markup in place (a hydration of the same component with the same first
 * run, so nothing is redrawn and focus stays where it is), then reruns the Lab's engine on every
 * change of the card's controls. A change made while this code was loading is read from the form
 * once it has taken over.
 */
function LiveCard({ model, first, host }: { model: HeroModel; first: HeroRun; host: HTMLElement }) {
  const [shown, setShown] = useState({ choice: first.choice, announce: false })
  const latest = useRef(first.choice)
  // The control's own look is the browser's (its :checked state): the press's frame draws the
  // choice pressed, and the rerun is drawn in a transition after it. Measured at 4x CPU (npm run
  // bench:lab-ui, 4 pages a width), the press then takes 32–40 ms instead of 60–80 (128–144 on a
  // bad page), and the outcome's frame ends 55–84 ms after the press instead of 37–51. A drag of
  // the time slider draws the choice at once and the latest rerun when the main thread is free.
  const choose = useCallback((choice: HeroChoice) => {
    latest.current = choice
    startTransition(() => setShown({ choice, announce: true }))
  }, [])
  const run = useMemo(
    () => (shown.choice === first.choice ? first : heroRun(model, shown.choice, first.order)),
    [model, first, shown.choice],
  )
  useEffect(() => {
    const controls = host.querySelector('[data-hero-controls]')
    if (!controls) return
    const choice = choiceOf(controls)
    const { ivRank, minutes, action } = latest.current
    if (choice.ivRank !== ivRank || choice.minutes !== minutes || choice.action !== action) choose(choice)
  }, [host, choose])
  return (
    <HeroCard
      run={run}
      controls={{ ivRanks: model.ivRanks, minutes: model.minutes }}
      onChoice={choose}
      announce={shown.announce}
    />
  )
}

/**
 * Takes over the prerendered card inside `host`. Its link into the Lab is still followed by the
 * host (hero.tsx): React passes an event in this root on to the root around it.
 */
export function startHeroCard(host: HTMLElement) {
  const model = heroModel()
  const first = heroRun(model, model.first)
  hydrateRoot(host, <LiveCard model={model} first={first} host={host} />)
}
