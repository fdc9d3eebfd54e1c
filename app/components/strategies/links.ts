import type { Crumb } from '~/content/breadcrumbs'
import { mainNav } from '~/content/site/navigation'

// Shared by the template pages and the hubs, apart from either page, so a hub does not load the
// template page's code (its tree, its worked example) for them.

export const textLink = 'rounded-sm text-accent underline underline-offset-4 hover:text-accent-strong'

/**
 * The trail's first step, as app/content/breadcrumbs.ts makes it: that module would bring the
 * guides' data along (for their trails), which these pages do not need.
 */
export const home: Crumb = { name: mainNav[0].label, path: '/' }
