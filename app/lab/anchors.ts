/**
 * Ids the Lab's prerendered page and its workbench share. Kept out of the site-wide links
 * (app/content/site/lab-links.ts), which every page's first load carries: only /lab needs these.
 */

/** Id of the workbench's Run button, which the page's "Skip to Run" link moves to. */
export const runButtonId = 'lab-run'
