// cspell:ignore bundl includ
/**
 * Sentences that say or imply the Lab has CPI release dates of its own: "the CPI releases bundled
 * from the BLS schedule", "counts the bundled FOMC and CPI dates", "Stand aside on FOMC and CPI
 * days". Where CPI dates come from is said once (calendar.ts, cpiDatesWords) from the company's
 * schedule (app/content/cpi-releases.ts); while that is empty, no sentence may say otherwise. A
 * sentence that names CPI with a negation ("no CPI release dates yet", "once the company adds
 * them") is not such a claim; one that names the visitor's dates beside bundled CPI releases is.
 */
export function bundledCpiClaims(text: string): string[] {
  return text
    .split(/(?<=[.;:!?])\s+|\n+/)
    .map((sentence) => sentence.trim())
    .filter(
      (sentence) =>
        /\bCPI\b/.test(sentence) &&
        /bundl|includ|built[- ]in|ships? with|on (?:FOMC and )?CPI days/i.test(sentence) &&
        !/\b(?:no|none|not|nor|never|without|once|until|yet)\b/i.test(sentence),
    )
}
