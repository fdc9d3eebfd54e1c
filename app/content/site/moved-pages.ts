/**
 * Pages that moved: each old path and the page that now stands in its place. Both servers answer
 * the old path, with or without its trailing slash or `/index.html`, with 301 to the new one, the
 * query kept (server/app.js, deploy/nginx/site.conf.template); the build writes the table into
 * build/headers.json, build/nginx/maps.conf and the CDN hosts' `_redirects`, and fails when an old
 * path is still a page or a new one is not (build-steps/finish-build.ts).
 */
export const movedPages: Readonly<Record<string, string>> = {
  // The directional hub split by direction: what it held (calls and call spreads) is bullish.
  '/strategies/directional': '/strategies/bullish',
}
