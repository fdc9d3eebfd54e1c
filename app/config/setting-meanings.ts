// Build-time only: what each build setting of site.ts means, in the operator's words. `.env.example`
// and the README's table are written from this table and server/settings.js
// (build-steps/env-example.ts). Kept out of site.ts, which every page's first load carries.
import type { GuideVideoSetting } from '../content/guides.server.ts'
import type { SiteEnvName } from './site.ts'

/** A guide video's setting (SITE_VIDEO_<KEY>, one per video of each file in content/guides). */
export const videoMeaning = (video: GuideVideoSetting) =>
  `Guide video ${video.label}: a YouTube video ID (11 letters, digits, - or _).`

export const siteSettingMeanings: Record<SiteEnvName, string> = {
  SITE_NAME: 'Brand name in the header, footer, titles and social image. Any non-empty text of at most 60 characters.',
  SITE_ORIGIN:
    "This site's canonical origin (canonical URLs, sitemap, security.txt); npm start also takes sign-ups posted from it. Absolute http(s), no path.",
  SITE_APP_URL: 'The signed-in app (Sign In, Get Started, plan buttons), opened in a new tab. Absolute http(s) URL.',
  SITE_SUPPORT_EMAIL: 'Support e-mail (footer, contact section, FAQ, privacy policy, security contact).',
  SITE_PHONE: 'Support phone as displayed; the tel: link keeps + and digits. Digits, spaces, + ( ) - .',
  SITE_SOCIAL_X: 'X profile (footer). Absolute http(s) URL.',
  SITE_SOCIAL_YOUTUBE: 'Video channel (footer, guides). Absolute http(s) URL.',
  SITE_SOCIAL_INSTAGRAM: 'Instagram profile (footer). Absolute http(s) URL.',
  SITE_SOCIAL_LINKEDIN: 'LinkedIn page (footer). Absolute http(s) URL.',
  SITE_SOCIAL_DISCORD: 'The fifth social link (footer). Absolute http(s) URL; empty shows "coming soon".',
  SITE_DEMO_VIDEO_URL: 'The Watch Demo target on the video site. Absolute http(s) URL.',
  SITE_REVIEWS_URL: "The company's consumer-review page. Absolute http(s) URL.",
  SITE_BUREAU_URL: "The company's business-bureau profile. Absolute http(s) URL.",
  SITE_CHARTING_URL: 'The charting platform (Integrations card). Absolute http(s) URL.',
  SITE_EARLY_ACCESS_ENDPOINT:
    'Where the early-access form posts {"email": "…"}: another host\'s absolute URL, or /api/early-access to have npm start keep the list itself. Empty: nothing is sent or stored, and the page says so.',
  SITE_ACCESS_LOG_ADDRESSES:
    "1: the privacy policy says the web server's request log may hold IP addresses, and npm start may then write them (its SITE_ACCESS_LOG_ADDRESSES). Empty or 0: the policy says the log holds none, and npm start refuses to write them.",
  SITE_LEGAL_NAME: "The company's legal name (footer, legal page). One line of at most 120 characters, or empty.",
  SITE_LEGAL_ADDRESS:
    "The company's registered address (footer, legal page). One line of at most 200 characters, or empty.",
  SITE_CLAIMS_AS_OF: 'The day the headline figures were counted, shown beside them. YYYY-MM-DD, or empty (undated).',
  SITE_BUREAU_RATING_DATE: 'The day the bureau rating was last checked. YYYY-MM-DD, or empty (undated).',
  SITE_TERMS_URL: 'Terms of Service (footer, legal page). Absolute http(s) URL, or empty (plain text, no link).',
  SITE_CAREERS_URL: 'Careers page (footer). Absolute http(s) URL, or empty.',
  SITE_PRESS_URL: 'Press page (footer). Absolute http(s) URL, or empty.',
  SITE_COMMUNITY_URL: 'Community page (footer). Absolute http(s) URL, or empty.',
  SITE_API_DOCS_URL: 'API documentation (footer). Absolute http(s) URL, or empty.',
}
