import { site } from '~/config/site'
import type { SocialIconName } from '~/ui/social-icons'

/** The footer's five social links (docs/requirements.md#footer). An empty URL is shown as "coming soon", not as a link. */
export const socialLinks: ReadonlyArray<{ name: string; icon: SocialIconName; href: string }> = [
  { name: 'X (Twitter)', icon: 'x', href: site.social.x },
  { name: 'YouTube', icon: 'youtube', href: site.social.youtube },
  { name: 'Instagram', icon: 'instagram', href: site.social.instagram },
  { name: 'LinkedIn', icon: 'linkedin', href: site.social.linkedin },
  { name: 'Discord community', icon: 'discord', href: site.social.discord },
]
