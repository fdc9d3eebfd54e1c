// `npm run launch-check`: prints the launch check (launch-check.ts) and exits 1 while a company fact
// is still a stand-in. Imported here, inside the try, because app/config/site.ts resolves the
// settings as it loads: a malformed one is reported by its message, not a stack.
try {
  const { buildEnv, launchCheckReport } = await import('./launch-check.ts')
  const { ok, text } = launchCheckReport(buildEnv())
  if (ok) console.log(text)
  else console.error(text)
  process.exitCode = ok ? 0 : 1
} catch (error) {
  if (!(error instanceof Error && error.name === 'SettingsError')) throw error
  console.error(`Launch check: ${error.message}`)
  process.exitCode = 1
}

export {}
