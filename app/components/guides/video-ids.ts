import { type GuideVideoKey, resolveSiteConfig } from '~/config/site'

// Inlined by the build (vite.config.ts `define`) into the guide pages' code only, not into the
// shell every page loads; tests and Node scripts resolve the same SITE_VIDEO_* settings here.
declare const __GUIDE_VIDEOS__: Record<GuideVideoKey, string> | undefined

/** Each guide video's YouTube ID, from the site configuration (SITE_VIDEO_<KEY>). */
export const guideVideoIds: Record<GuideVideoKey, string> =
  typeof __GUIDE_VIDEOS__ !== 'undefined' ? __GUIDE_VIDEOS__ : resolveSiteConfig(process.env).guideVideos
