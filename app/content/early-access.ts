/**
 * The id of the confirmation a plain form post to the same-origin endpoint returns to: `npm start`
 * answers it with 303 to `/#early-access-subscribed` (build-steps/finish-build.ts writes that URL
 * into build/headers.json), and CSS (:target) shows the element without JavaScript. A module
 * without imports, so the build's config loader can read it too.
 */
export const earlyAccessSubscribedId = 'early-access-subscribed'
