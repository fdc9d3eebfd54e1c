// Build-time only: the launch check (build-steps/launch-check.ts) reads this table. Kept out of
// site.ts, which every page's first load carries, so the descriptions cost visitors nothing.
import type { GuideVideoSetting } from '../content/guides.server.ts'
import { type Env, type SiteEnvName, siteDefaults } from './site.ts'

/**
 * The facts only the company can supply, in words a marketer reads, with where each one shows.
 * While a setting is unset, its default is a stand-in that keeps the site demonstrable: the launch
 * check (`npm run launch-check`, and a warning at the end of every build) lists each one still
 * unset. Settings missing here (the charting platform's URL) are real values, not stand-ins.
 */
export const launchFacts: Partial<Record<SiteEnvName, string>> = {
  SITE_NAME: 'Brand name (header, footer, titles, social cards); "Tradevane" is a stand-in',
  SITE_ORIGIN: "The website's own address (canonical links, sitemap, security.txt)",
  SITE_APP_URL: 'Where Sign In, Get Started and the plan buttons lead (the signed-in app)',
  SITE_SUPPORT_EMAIL: 'Support e-mail (footer, contact section, FAQ, privacy policy, security contact)',
  SITE_PHONE: 'Support phone (footer, contact section, FAQ, privacy policy); the default is a fictional 555 number',
  SITE_LEGAL_NAME: 'Legal name of the company (footer, legal page)',
  SITE_LEGAL_ADDRESS: 'Registered address of the company (footer, legal page)',
  SITE_CLAIMS_AS_OF: 'Date the headline figures were counted (3 years, 1K+, 2.5M+, 98%, 24/7, $0)',
  SITE_BUREAU_URL: "The company's business-bureau profile page (the default is a search page)",
  SITE_BUREAU_RATING_DATE: 'Date the A- bureau rating was last checked',
  SITE_REVIEWS_URL: "The company's customer-review page",
  SITE_SOCIAL_X: 'X (Twitter) profile (footer)',
  SITE_SOCIAL_YOUTUBE: 'YouTube channel (footer, guides)',
  SITE_SOCIAL_INSTAGRAM: 'Instagram profile (footer)',
  SITE_SOCIAL_LINKEDIN: 'LinkedIn page (footer)',
  SITE_SOCIAL_DISCORD: 'Discord community (footer)',
  SITE_DEMO_VIDEO_URL: 'The Watch Demo video (home page)',
  SITE_EARLY_ACCESS_ENDPOINT: 'Where early-access sign-ups go; unset, the form collects no addresses',
  SITE_TERMS_URL: 'Terms of Service (footer, legal page)',
  SITE_CAREERS_URL: 'Careers page (footer)',
  SITE_PRESS_URL: 'Press page (footer)',
  SITE_COMMUNITY_URL: 'Community page (footer)',
  SITE_API_DOCS_URL: 'API documentation (footer)',
}

/**
 * The company facts with one more per guide video (SITE_VIDEO_<KEY>): the guides' files are the one
 * list of video keys, and build steps pass it in (guideVideoSettings() in app/content/guides.server.ts).
 */
export function launchFactsWith(videos: readonly GuideVideoSetting[]): Record<string, string> {
  return {
    ...(launchFacts as Record<string, string>),
    ...Object.fromEntries(videos.map((video) => [video.name, `Guide video: ${video.label}`])),
  }
}

/** A company fact still at its stand-in, as the launch check names it. */
export type PendingFact = { name: SiteEnvName | `SITE_VIDEO_${string}`; description: string; placeholder: string }

/** Every fact of `launchFactsWith(videos)` that `env` leaves unset, in the table's order. */
export function pendingLaunchFacts(env: Env, videos: readonly GuideVideoSetting[]): PendingFact[] {
  const standIns: Record<string, string> = {
    ...siteDefaults,
    ...Object.fromEntries(videos.map((video) => [video.name, video.standIn])),
  }
  return Object.entries(launchFactsWith(videos)).flatMap(([name, description]) => {
    const value = env[name]
    if (typeof value === 'string' && value.trim() !== '') return []
    return [{ name: name as PendingFact['name'], description: description ?? name, placeholder: standIns[name] ?? '' }]
  })
}
