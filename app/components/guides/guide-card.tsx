import { useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { Link } from 'react-router'
import { site } from '~/config/site'
import {
  type GuideCard as GuideCardData,
  type GuideVideo,
  guidePath,
  videoTitle,
  watchUrl,
  withArticle,
} from '~/content/guides'
import { cn } from '~/lib/cn'
import { useHydrated } from '~/lib/use-hydrated'
import { Button } from '~/ui/button'
import { ExternalLink } from '~/ui/external-link'
import { CheckIcon } from '~/ui/stroke-icon'
import { GuideIcon } from './guide-icon'
import { VideoFrame } from './video-frame'

// Tailwind needs literal class names, so two numbers of docs/requirements.md#timings are spelled here as classes:
// duration-700 is timings.guideFlipMs and min-h-125 (125 × 4 px) is timings.guideCardMinHeightPx.
// The browser tests compare the computed styles with `timings`, so the two cannot drift apart.
const flipper =
  'grid min-h-125 transition-transform duration-700 ease-[cubic-bezier(0.65,0,0.35,1)] motion-safe:transform-3d'
const face = 'col-start-1 row-start-1 flex min-w-0 flex-col rounded-2xl border p-6 backface-hidden sm:p-8'
// The face turning away stays visible until the card is edge-on (half the flip), then hides, so
// it leaves the accessibility tree and the page's hit-testing; the face turning in shows at once.
// Under prefers-reduced-motion there is no rotation, and the faces simply swap. The face turning
// in never transitions (transition-none, whatever else applies to every element, as the
// reduced-motion rule once did with a 0.01 ms one): it is shown in the commit that flips the card,
// so the focus() that follows lands on it rather than falling to the body.
const faceShown = 'visible transition-none'
const faceHidden = 'invisible transition-[visibility] duration-350'
// On a phone the six cards stack, and six full green buttons would shout over the page's one main
// action: Watch is drawn as an outline there (accent border, well over 3:1 against the card).
const watchOnPhone =
  'max-sm:border max-sm:border-accent/70 max-sm:bg-transparent max-sm:text-accent max-sm:shadow-none max-sm:hover:bg-accent/10'

export function videoCountLabel(count: number) {
  return `${count} ${count === 1 ? 'video' : 'videos'}`
}

/**
 * A guide card (docs/requirements.md#guides-page): the front lists what the guide covers; Watch flips it to the back,
 * which plays the card's one video or offers a toggle per video. Videos are privacy-enhanced
 * YouTube embeds, created only once the visitor asks for them. Back flips the card and clears
 * the choice. Focus follows the flip, and the hidden face is inert.
 */
export function GuideCard({ guide }: { guide: GuideCardData }) {
  const [flipped, setFlipped] = useState(false)
  const [selected, setSelected] = useState<string | null>(null)
  const watchButton = useRef<HTMLButtonElement>(null)
  const backHeading = useRef<HTMLHeadingElement>(null)
  const hydrated = useHydrated()

  const single = guide.videos.length === 1
  const titleId = `guide-${guide.slug}-title`
  const backTitleId = `guide-${guide.slug}-videos`
  const playing: GuideVideo | undefined = !flipped
    ? undefined
    : single
      ? guide.videos[0]
      : guide.videos.find((video) => video.key === selected)

  // Focus follows the flip. The state change is committed first, so the face that receives focus
  // is no longer inert or hidden (faceShown: it shows at once).
  const watch = () => {
    flushSync(() => setFlipped(true))
    backHeading.current?.focus()
  }
  const back = () => {
    flushSync(() => {
      setSelected(null)
      setFlipped(false)
    })
    watchButton.current?.focus()
  }
  const choose = (key: string) => setSelected((current) => (current === key ? null : key))

  return (
    <article aria-labelledby={titleId} data-flipped={flipped} className="grid perspective-[2000px]">
      <div className={cn(flipper, flipped && 'motion-safe:rotate-y-180')}>
        <div
          inert={flipped}
          data-face="front"
          className={cn(face, 'border-line bg-surface', flipped ? faceHidden : faceShown)}
        >
          <div className="flex items-center justify-between gap-4">
            <span className="bg-accent/10 text-accent ring-accent/25 inline-flex size-12 items-center justify-center rounded-xl ring-1">
              <GuideIcon name={guide.icon} />
            </span>
            <span className="border-line text-muted inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-xs font-medium">
              <GuideIcon name="play" className="size-3.5" />
              {videoCountLabel(guide.videos.length)}
            </span>
          </div>
          <h2 id={titleId} className="text-ink mt-6 text-2xl font-semibold tracking-tight">
            {guide.title}
          </h2>
          <p className="text-muted mt-3 leading-7">{guide.description}</p>
          <h3 className="text-muted mt-6 text-xs font-semibold tracking-widest uppercase">What you’ll learn</h3>
          <ul className="mt-3 space-y-2.5">
            {guide.topics.map((topic) => (
              <li key={topic} className="text-ink/90 flex gap-3 text-[0.95rem] leading-6">
                <CheckIcon className="text-accent mt-0.5" strokeWidth={1.75} />
                {topic}
              </li>
            ))}
          </ul>
          <div className="mt-auto flex flex-wrap items-center gap-x-6 gap-y-3 pt-8">
            <div className="grid">
              {/* Before hydration (and without JavaScript) Watch could not work, so it is not shown;
                it keeps its place, so nothing moves when it appears. */}
              <Button
                ref={watchButton}
                onClick={watch}
                className={cn('col-start-1 row-start-1 justify-self-start', watchOnPhone, !hydrated && 'invisible')}
              >
                <GuideIcon name="play" className="size-4" />
                Watch <span className="sr-only">{guide.title}</span>
              </Button>
              <noscript className="col-start-1 row-start-1 self-center">
                <p className="text-muted text-sm">
                  The videos play here with JavaScript on. You can also{' '}
                  <ExternalLink href={site.social.youtube} className="text-accent underline underline-offset-4">
                    watch every guide on our YouTube channel
                  </ExternalLink>
                  .
                </p>
              </noscript>
            </div>
            <Link
              to={guidePath(guide.slug)}
              className="text-accent hover:text-accent-strong inline-flex min-h-11 items-center gap-1.5 rounded-md px-1 text-sm font-semibold underline-offset-4 hover:underline"
            >
              Read the guide <span className="sr-only">{guide.title}</span>
              <span aria-hidden="true">→</span>
            </Link>
          </div>
        </div>

        <div
          inert={!flipped}
          data-face="back"
          className={cn(
            face,
            'border-accent/30 bg-surface-2 motion-safe:rotate-y-180',
            flipped ? faceShown : faceHidden,
          )}
        >
          <div className="flex items-start justify-between gap-4">
            <div className="min-w-0">
              <p className="text-muted text-xs font-semibold tracking-widest uppercase">Video guide</p>
              <h2
                id={backTitleId}
                ref={backHeading}
                tabIndex={-1}
                className="text-ink mt-2 text-2xl font-semibold tracking-tight"
              >
                {guide.title} {single ? 'video' : 'videos'}
              </h2>
            </div>
            <Button variant="secondary" onClick={back} className="shrink-0">
              <GuideIcon name="back" className="size-4" />
              Back <span className="sr-only">to the {guide.title} overview</span>
            </Button>
          </div>

          {!single && (
            <fieldset className="mt-5 grid min-w-0 auto-cols-fr grid-flow-col gap-2">
              <legend className="sr-only">Choose {withArticle(guide.title)} video</legend>
              {guide.videos.map((video) => {
                const pressed = selected === video.key
                return (
                  <button
                    key={video.key}
                    type="button"
                    aria-pressed={pressed}
                    onClick={() => choose(video.key)}
                    className={cn(
                      'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border px-3 py-2 text-center text-sm leading-tight font-semibold transition-colors',
                      pressed
                        ? 'border-accent bg-accent text-accent-ink'
                        : 'border-line bg-surface text-ink hover:border-muted',
                    )}
                  >
                    <GuideIcon name="play" className="size-3.5 max-sm:hidden" />
                    {video.label}
                  </button>
                )
              })}
            </fieldset>
          )}

          <div className="border-line bg-bg relative mt-5 aspect-video overflow-hidden rounded-xl border">
            {playing ? (
              <VideoFrame
                key={playing.key}
                videoId={playing.videoId}
                title={videoTitle(guide, playing)}
                poster={playing.poster}
              />
            ) : (
              <div className="text-muted absolute inset-0 flex flex-col items-center justify-center gap-3 p-4 text-center text-sm">
                <span className="border-line inline-flex size-12 items-center justify-center rounded-full border">
                  <GuideIcon name="play" className="size-5" />
                </span>
                {!single && 'Choose a video above to play it here.'}
              </div>
            )}
          </div>
          <p className="text-muted mt-3 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 text-xs">
            <span>Plays from YouTube in privacy-enhanced mode.</span>
            <ExternalLink
              href={playing ? watchUrl(playing.videoId) : site.social.youtube}
              className="text-accent hover:text-accent-strong inline-flex min-h-6 items-center rounded-sm font-semibold underline-offset-4 hover:underline"
            >
              Watch on YouTube
            </ExternalLink>
          </p>
        </div>
      </div>
    </article>
  )
}
