import { resolveSiteConfig } from '~/config/site'

// Inlined by the build (vite.config.ts `define`) where the brokers page's loader draws the table at
// build time, rather than into the settings every page loads: only /brokers shows how each broker
// connects, and as HTML. Tests and Node scripts resolve the same settings here.
declare const __BROKER_CONNECTIONS__: Record<string, string> | undefined

/** How each broker's accounts connect, by broker name (SITE_BROKER_<NAME>_CONNECTION); empty until the company says. */
export const brokerConnections: Record<string, string> =
  typeof __BROKER_CONNECTIONS__ !== 'undefined'
    ? __BROKER_CONNECTIONS__
    : resolveSiteConfig(process.env).brokerConnections
