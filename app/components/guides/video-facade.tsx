import { useEffect, useRef, useState } from 'react'
import { type GuideVideo, posterSize, watchUrl } from '~/content/guides'
import { useHydrated } from '~/lib/use-hydrated'
import { ExternalLink } from '~/ui/external-link'
import { GuideIcon } from './guide-icon'
import { VideoFrame } from './video-frame'

const playBadge =
  'bg-accent text-accent-ink absolute top-1/2 left-1/2 inline-flex size-16 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full shadow-[0_8px_32px_-4px_rgb(0_0_0/0.6)] transition-transform group-hover:scale-105 sm:size-20'

/**
 * A video behind a click-to-load facade: a poster made at build time, from this site, and the
 * player only once the visitor asks for it, so no request goes to YouTube before then. Without
 * JavaScript the poster links to the video on YouTube instead.
 */
export function VideoFacade({
  video,
  title,
  poster,
  first = false,
}: {
  video: GuideVideo
  title: string
  poster: string
  /** The page's first poster is its largest early image: fetched first. */
  first?: boolean
}) {
  const hydrated = useHydrated()
  const [playing, setPlaying] = useState(false)
  const frame = useRef<HTMLIFrameElement>(null)
  const { videoId } = video

  // The button the visitor pressed is gone; focus moves into the player that replaced it.
  useEffect(() => {
    if (playing) frame.current?.focus()
  }, [playing])

  const image = (
    <img
      src={poster}
      alt=""
      {...posterSize}
      fetchPriority={first ? 'high' : 'auto'}
      loading={first ? 'eager' : 'lazy'}
      decoding="async"
      className="absolute inset-0 size-full object-cover transition-opacity group-hover:opacity-90"
    />
  )
  const badge = (
    <span aria-hidden="true" className={playBadge}>
      <GuideIcon name="play" className="size-7 translate-x-0.5 sm:size-8" />
    </span>
  )

  return (
    <figure>
      <div className="border-line bg-bg relative aspect-video overflow-hidden rounded-xl border">
        {playing ? (
          <VideoFrame ref={frame} videoId={videoId} title={title} poster={poster} />
        ) : hydrated ? (
          <button type="button" onClick={() => setPlaying(true)} className="group absolute inset-0 size-full">
            {image}
            {badge}
            <span className="sr-only">Play video: {title}</span>
          </button>
        ) : (
          <ExternalLink href={watchUrl(videoId)} className="group absolute inset-0 size-full">
            {image}
            {badge}
            <span className="sr-only">Watch on YouTube: {title}</span>
          </ExternalLink>
        )}
      </div>
      <figcaption className="text-muted mt-3 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 text-xs">
        <span>Plays from YouTube in privacy-enhanced mode, only when you press play.</span>
        <ExternalLink
          href={watchUrl(videoId)}
          className="text-accent hover:text-accent-strong inline-flex min-h-6 items-center rounded-sm font-semibold underline-offset-4 hover:underline"
        >
          {/* The name in one piece: text split between a visible and a visually hidden part is read
              with a stray space where they meet ("Watch on YouTube : …"). */}
          <span aria-hidden="true">Watch on YouTube</span>
          <span className="sr-only">Watch on YouTube: {title}</span>
        </ExternalLink>
      </figcaption>
    </figure>
  )
}
