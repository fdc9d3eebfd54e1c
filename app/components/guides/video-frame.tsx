import type { Ref } from 'react'
import type { GuideVideoKey } from '~/config/site'
import { embedUrl } from '~/content/guides'
import { guideVideoIds } from './video-ids'

/**
 * The embedded YouTube player, in privacy-enhanced mode. Callers render it only once the visitor
 * asks for the video, so no request leaves the site before then.
 */
export function VideoFrame({
  videoKey,
  title,
  ref,
}: {
  videoKey: GuideVideoKey
  title: string
  ref?: Ref<HTMLIFrameElement>
}) {
  return (
    <iframe
      ref={ref}
      src={embedUrl(guideVideoIds[videoKey])}
      title={title}
      loading="lazy"
      // Fullscreen through allow= only: with allowfullscreen as well, Chromium warns that one overrides the other.
      allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
      referrerPolicy="strict-origin-when-cross-origin"
      className="absolute inset-0 size-full"
    />
  )
}
