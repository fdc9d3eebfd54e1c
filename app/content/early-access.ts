/**
 * The id of the confirmation a plain form post to the same-origin endpoint returns to: `npm start`
 * answers it with 303 to `/#early-access-subscribed` (build-steps/finish-build.ts writes that URL
 * into build/headers.json), and CSS (:target) shows the element without JavaScript. A module
 * without imports, so the build's config loader can read it too.
 */
export const earlyAccessSubscribedId = 'early-access-subscribed'

/**
 * With the confirmation e-mail (a build made with SITE_SMTP_URL set, app/config/site.ts
 * earlyAccessConfirms): the id of the note the e-mail's link returns to once it has confirmed the
 * address (`/#early-access-confirmed`), and how long a link lasts. The build records both in
 * build/headers.json, so npm start's links last exactly what the privacy policy says.
 */
export const earlyAccessConfirmedId = 'early-access-confirmed'
export const earlyAccessConfirmHours = 48
