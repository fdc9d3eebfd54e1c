import { describe, expect, it } from 'vitest'
import { settingsOf } from '../../server/setting.js'
import { companyFactSamples } from '../../tests/support/setting-samples'
import { siteSettings } from './settings'
import { resolveSiteConfig, SiteConfigError } from './site'

const endpointElsewhere = 'https://lists.example.com/early-access'

/** Every text of the resolved settings by where it sits: "legal.name", "companyLinks.terms". */
function leaves(value: unknown, place = ''): Map<string, unknown> {
  if (typeof value !== 'object' || value === null) return new Map([[place, value]])
  return new Map(Object.entries(value).flatMap(([key, inner]) => [...leaves(inner, place ? `${place}.${key}` : key)]))
}

describe('resolveSiteConfig', () => {
  it('accepts the defaults: every value is a working one', () => {
    const config = resolveSiteConfig({})
    expect(config.name).not.toBe('')
    for (const url of [
      config.origin,
      config.appUrl,
      config.demoVideoUrl,
      config.reviewsUrl,
      config.bureauUrl,
      config.chartingUrl,
      config.social.x,
      config.social.youtube,
      config.social.instagram,
      config.social.linkedin,
    ]) {
      expect(new URL(url).protocol).toMatch(/^https?:$/)
    }
    expect(config.supportEmail).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]{2,}$/i)
    expect(config.earlyAccessEndpoint).toBe('')
  })

  it('leaves each company fact that has no stand-in empty until it is set, and then holds it', () => {
    // Every such fact of the settings' one list, with a value its check accepts: a new one needs no line here.
    const facts = settingsOf(siteSettings).filter(
      ({ companyFact, default: fallback }) => companyFact && fallback === '',
    )
    const samples = companyFactSamples(siteSettings)
    const unset = leaves(resolveSiteConfig({}))
    const set = leaves(resolveSiteConfig(samples))
    expect(facts.length).toBeGreaterThan(10)
    for (const { name } of facts) {
      const places = [...set].filter(([, value]) => value === samples[name]).map(([place]) => place)
      expect(places, `${name} is read into one place of the resolved settings`).toHaveLength(1)
      expect(unset.get(places[0] ?? ''), `${name} unset`).toBe('')
    }
  })

  it('ignores the non-string values Vite puts beside the variables (DEV, PROD, SSR)', () => {
    expect(resolveSiteConfig({ DEV: true, PROD: false, SSR: false, MODE: 'production' })).toEqual(resolveSiteConfig({}))
  })

  it('applies overrides, trimmed, and treats blank values as unset', () => {
    const config = resolveSiteConfig({
      SITE_NAME: '  Acme Trading ',
      SITE_ORIGIN: 'https://acme.example/',
      SITE_APP_URL: 'https://app.acme.example/login',
      SITE_SUPPORT_EMAIL: 'help@acme.example',
      SITE_PHONE: '+1 (212) 555-0147',
      SITE_SOCIAL_DISCORD: 'https://discord.gg/acme',
      SITE_EARLY_ACCESS_ENDPOINT: 'https://api.acme.example/early-access',
      SITE_REVIEWS_URL: '   ',
    })
    expect(config.name).toBe('Acme Trading')
    expect(config.origin).toBe('https://acme.example')
    expect(config.appUrl).toBe('https://app.acme.example/login')
    expect(config.supportEmail).toBe('help@acme.example')
    expect(config.phone).toEqual({ display: '+1 (212) 555-0147', href: 'tel:+12125550147', configured: true })
    expect(config.social.discord).toBe('https://discord.gg/acme')
    expect(config.earlyAccessEndpoint).toBe('https://api.acme.example/early-access')
    expect(config.reviewsUrl).toBe(resolveSiteConfig({}).reviewsUrl)
  })

  it('confirms by e-mail only when npm start keeps the list and SITE_SMTP_URL is set, keeping a yes, never the URL', () => {
    const smtp = 'smtp://mailer:hunter2@smtp.example.com:587'
    const confirming = resolveSiteConfig({ SITE_EARLY_ACCESS_ENDPOINT: '/api/early-access', SITE_SMTP_URL: smtp })
    expect(confirming.earlyAccessConfirms).toBe(true)
    expect(JSON.stringify(confirming)).not.toContain('hunter2')
    expect(JSON.stringify(confirming)).not.toContain('smtp://')
    expect(resolveSiteConfig({ SITE_EARLY_ACCESS_ENDPOINT: '/api/early-access' }).earlyAccessConfirms).toBe(false)
    expect(
      resolveSiteConfig({ SITE_EARLY_ACCESS_ENDPOINT: '/api/early-access', SITE_SMTP_URL: ' ' }).earlyAccessConfirms,
    ).toBe(false)
    // Another host's list sends its own mail, if any: this site's pages cannot promise it.
    expect(
      resolveSiteConfig({ SITE_EARLY_ACCESS_ENDPOINT: endpointElsewhere, SITE_SMTP_URL: smtp }).earlyAccessConfirms,
    ).toBe(false)
    expect(resolveSiteConfig({ SITE_SMTP_URL: smtp }).earlyAccessConfirms).toBe(false)
  })

  it('takes /api/early-access, the list npm start keeps, as a same-origin endpoint', () => {
    const config = resolveSiteConfig({ SITE_EARLY_ACCESS_ENDPOINT: ' /api/early-access ' })
    expect(config.earlyAccessEndpoint).toBe('/api/early-access')
  })

  it('builds the tel: link from the digits (and a leading +) only', () => {
    expect(resolveSiteConfig({ SITE_PHONE: '(800) 555.0100' }).phone.href).toBe('tel:8005550100')
    expect(resolveSiteConfig({}).phone.href).toMatch(/^tel:\+?\d{7,15}$/)
  })

  it('tells the company’s phone number from the fictional default, set or not', () => {
    expect(resolveSiteConfig({}).phone.configured).toBe(false)
    expect(resolveSiteConfig({ SITE_PHONE: '  ' }).phone.configured).toBe(false)
    expect(resolveSiteConfig({ SITE_PHONE: '+1 (212) 555-0147' }).phone.configured).toBe(true)
  })

  it('takes the security page’s broker answers trimmed, and the testimonials’ file as given', () => {
    const set = resolveSiteConfig({
      SITE_BROKER_KEY_REFUSED: ' Withdrawals. ',
      SITE_TESTIMONIALS_FILE: 'content/t.json',
    })
    expect(set.keyHandling.refused).toBe('Withdrawals.')
    expect(set.testimonialsFile).toBe('content/t.json')
  })

  it.each([
    ['SITE_APP_URL', 'app.tradevane.com'],
    ['SITE_APP_URL', 'ftp://app.tradevane.com'],
    ['SITE_APP_URL', 'javascript:alert(1)'],
    ['SITE_SUPPORT_EMAIL', 'support-at-tradevane.com'],
    ['SITE_SUPPORT_EMAIL', 'support@localhost'],
    ['SITE_SUPPORT_EMAIL', 'a b@tradevane.com'],
    ['SITE_ORIGIN', 'https://www.tradevane.com/marketing'],
    ['SITE_ORIGIN', 'https://www.tradevane.com/?ref=1'],
    ['SITE_ORIGIN', 'www.tradevane.com'],
    ['SITE_PHONE', 'call us'],
    ['SITE_PHONE', '12345'],
    ['SITE_SOCIAL_X', 'x.com/tradevane'],
    ['SITE_EARLY_ACCESS_ENDPOINT', '/api/other'],
    ['SITE_EARLY_ACCESS_ENDPOINT', '//lists.example.com/early-access'],
    ['SITE_NAME', 'N'.repeat(61)],
    ['SITE_LEGAL_NAME', 'L'.repeat(121)],
    ['SITE_LEGAL_ADDRESS', '1 Main Street\nAustin'],
    ['SITE_LEGAL_ADDRESS', '<b>1 Main Street</b>'],
    ['SITE_CLAIMS_AS_OF', '30/09/2026'],
    ['SITE_CLAIMS_AS_OF', '2026-02-30'],
    ['SITE_BUREAU_RATING_DATE', '2026-13-01'],
    ['SITE_TERMS_URL', '/terms'],
    ['SITE_API_DOCS_URL', 'docs.tradevane.com'],
  ])('rejects %s=%j with an error naming the variable', (name, value) => {
    const attempt = () => resolveSiteConfig({ [name]: value })
    expect(attempt).toThrow(SiteConfigError)
    expect(attempt).toThrow(new RegExp(`^${name} must be`))
  })
})
