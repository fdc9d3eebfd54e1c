/**
 * Where the rest of the site links into the Strategy Lab: its Strategy Library section, and the
 * template the home page's mock-up pictures. Kept apart from the Lab's code, which only /lab loads.
 */
export const labLinks = {
  /** Id of the Strategy Library section on /lab. */
  library: 'library',
  /** Id of the template the hero's mock-up shows (app/lab/engine/templates.ts; the build step that draws it fails if no template has it). */
  heroTemplate: 'spy-momentum',
} as const

/** The address that opens a template in the Lab (app/lab/ui/address.ts reads it; ids are slugs). */
export const labTemplatePath = (id: string) => `/lab?template=${id}`

/** The call into the Lab that the features pillar and the build step carry. */
export const tryInLab = 'Try it in the Strategy Lab'
