import { Link } from 'react-router'
import { site } from '~/config/site'
import { brokerKeyHandlingLink, brokers } from '~/content/brokers'
import { browseStrategies } from '~/content/site/navigation'
import { Section } from '~/ui/section'
import { BrokerFinder } from './broker-finder'
import { BrokersLegend, type DrawnBrokersTable } from './brokers-table'

const textLink = 'text-accent hover:text-accent-strong rounded-sm font-medium underline underline-offset-4'

const live = brokers.filter((broker) => broker.options === true).length
const pending = brokers.length - live

/**
 * The page's lead: heading, the promise in one paragraph, and the compatibility table (`table`, as
 * the loader drew it).
 */
export function BrokerCompatibility({ table }: { table: DrawnBrokersTable }) {
  return (
    <Section
      id="compatibility"
      as="h1"
      eyebrow="Brokers"
      title="Broker compatibility"
      intro={`Connect the brokerage account you already have: your money stays with your broker, and ${site.name} sends the orders your strategies place. Options trading is live with ${live} brokers today, and ${pending} more integrations are on the way.`}
      className="pt-28 sm:pt-32"
    >
      <BrokerFinder table={table} />
      <BrokersLegend />
      <p className="text-muted mt-6 text-sm">
        Before you connect an account:{' '}
        <Link className={textLink} to={brokerKeyHandlingLink.to}>
          {brokerKeyHandlingLink.label}
        </Link>
        .
      </p>
      <p className="text-muted mt-3 text-sm">
        Don’t see your broker?{' '}
        <a className={textLink} href={`mailto:${site.supportEmail}?subject=${encodeURIComponent('Broker request')}`}>
          Tell us which one you use
        </a>{' '}
        and we will let you know when it is supported.{' '}
        <Link className={textLink} to={browseStrategies.to}>
          {browseStrategies.label}
        </Link>
        .
      </p>
    </Section>
  )
}
