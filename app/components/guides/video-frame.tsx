import { type Ref, useState } from 'react'
import { embedUrl, posterSize } from '~/content/guides'
import { cn } from '~/lib/cn'

/**
 * The embedded YouTube player, in privacy-enhanced mode, over the video's own poster: the player
 * stays transparent until it has loaded, so the box shows the poster rather than a blank frame
 * meanwhile. Callers render it only once the visitor asks for the video, so no request leaves the
 * site before then.
 */
export function VideoFrame({
  videoId,
  title,
  poster,
  ref,
}: {
  videoId: string
  title: string
  poster: string
  ref?: Ref<HTMLIFrameElement>
}) {
  const [loaded, setLoaded] = useState(false)
  return (
    <>
      <img src={poster} alt="" {...posterSize} decoding="async" className="absolute inset-0 size-full object-cover" />
      <iframe
        ref={ref}
        src={embedUrl(videoId)}
        title={title}
        loading="lazy"
        // Fullscreen through allow= only: with allowfullscreen as well, Chromium warns that one overrides the other.
        allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
        referrerPolicy="strict-origin-when-cross-origin"
        onLoad={() => setLoaded(true)}
        data-loaded={loaded}
        className={cn('absolute inset-0 size-full motion-safe:transition-opacity', !loaded && 'opacity-0')}
      />
    </>
  )
}
