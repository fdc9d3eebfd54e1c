import { StrokeIcon } from '~/ui/stroke-icon'

// Small stroke icons used on the brokers page.
const Icon = StrokeIcon

export const ArrowUpRightIcon = ({ className }: { className?: string }) => (
  <Icon className={className}>
    <path d="M7 17 17 7M8 7h9v9" />
  </Icon>
)

export const TicketIcon = ({ className }: { className?: string }) => (
  <Icon className={className}>
    <path d="M3 8a2 2 0 0 0 2-2h14a2 2 0 0 0 2 2v2a2 2 0 0 0 0 4v2a2 2 0 0 0-2 2H5a2 2 0 0 0-2-2v-2a2 2 0 0 0 0-4z" />
    <path d="M10 9h4M10 15h4" />
  </Icon>
)

export const CalendarPlusIcon = ({ className }: { className?: string }) => (
  <Icon className={className}>
    <rect x="3" y="4" width="18" height="17" rx="2" />
    <path d="M3 9h18M8 2v4M16 2v4M12 12v6M9 15h6" />
  </Icon>
)

export const PercentIcon = ({ className }: { className?: string }) => (
  <Icon className={className}>
    <path d="M19 5 5 19" />
    <circle cx="6.5" cy="6.5" r="2.5" />
    <circle cx="17.5" cy="17.5" r="2.5" />
  </Icon>
)

export const MailIcon = ({ className }: { className?: string }) => (
  <Icon className={className}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3 7 9 6 9-6" />
  </Icon>
)
