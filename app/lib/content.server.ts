/**
 * The content files (content/<collection>/*.md): YAML front matter checked by a valibot schema and
 * a Markdown body rendered to HTML at build time, so a guide or a policy is one file a marketer
 * edits and no Markdown parser reaches the browser. Only loaders (which React Router leaves out of
 * the client) and build steps import this module; the `.server` name makes the build refuse any
 * other import.
 *
 * Relative imports only: the route table (app/routes.ts) reads collections before any alias exists.
 */
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { basename, dirname, join, relative, resolve, sep } from 'node:path'
import MarkdownIt from 'markdown-it'
import * as v from 'valibot'
import { parse as parseYaml } from 'yaml'

/** A mistake in a content file, said in one line that names the file and the field. */
export class ContentError extends Error {
  override name = 'ContentError'
}

/** One content file: its id (the file name without `.md` and without an `NN-` order prefix). */
export type Entry<Data> = {
  id: string
  /** The file's path from the project folder, as messages name it: content/guides/01-getting-started.md. */
  file: string
  data: Data
  /** The Markdown after the front matter. */
  body: string
}

/** The folder of every collection; a test may point it elsewhere. */
export const contentRoot = (): string => process.env.SITE_CONTENT_DIR || join(process.cwd(), 'content')

const frontMatter = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/

/** Splits a file into its front matter (parsed) and its body. */
function splitFile(text: string, file: string): { matter: unknown; body: string } {
  const match = frontMatter.exec(text)
  if (!match) throw new ContentError(`${file}: no front matter (the file must start with a line of ---)`)
  try {
    return { matter: parseYaml(match[1] ?? '') ?? {}, body: text.slice(match[0].length) }
  } catch (error) {
    const reason = error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error)
    throw new ContentError(`${file}: front matter is not valid YAML: ${reason}`)
  }
}

/** Checks a parsed front matter; the first problem becomes the one line. */
function checkMatter<Schema extends v.GenericSchema>(schema: Schema, matter: unknown, file: string) {
  const result = v.safeParse(schema, matter)
  if (result.success) return result.output as v.InferOutput<Schema>
  const [issue] = result.issues
  const field = v.getDotPath(issue) ?? 'front matter'
  throw new ContentError(`${file}: ${field}: ${issue.message}`)
}

/** The path a message names: from the project folder when the file is inside it. */
const shown = (path: string) => {
  const fromProject = relative(process.cwd(), path)
  return fromProject.startsWith('..') ? path : fromProject.split(sep).join('/')
}

/**
 * Every file of a collection, sorted by file name (so an `NN-` prefix sets the order), each front
 * matter checked by `schema`. Throws a ContentError on the first mistake.
 */
export function readCollection<Schema extends v.GenericSchema>(
  collection: string,
  schema: Schema,
): Entry<v.InferOutput<Schema>>[] {
  const folder = join(contentRoot(), collection)
  const names = readdirSync(folder)
    .filter((name) => name.endsWith('.md'))
    .sort()
  const entries = names.map((name) => {
    const path = join(folder, name)
    const file = shown(path)
    const { matter, body } = splitFile(readFileSync(path, 'utf8'), file)
    return { id: name.replace(/\.md$/, '').replace(/^\d+-/, ''), file, data: checkMatter(schema, matter, file), body }
  })
  const seen = new Set<string>()
  for (const entry of entries) {
    if (seen.has(entry.id))
      throw new ContentError(`${entry.file}: another file of ${collection} has the id "${entry.id}"`)
    seen.add(entry.id)
  }
  return entries
}

/** A collection's folder as it is now: its Markdown files' names and texts, and where it is read from. */
function folderText(collection: string): string {
  const folder = join(contentRoot(), collection)
  const names = readdirSync(folder)
    .filter((name) => name.endsWith('.md'))
    .sort()
  return JSON.stringify([process.cwd(), folder, names.map((name) => [name, readFileSync(join(folder, name), 'utf8')])])
}

/**
 * `read`, run once for each state of a collection's files: a build asks for the guides (and the
 * hubs) once for each page that lists or links them, and reading them means checking every front
 * matter and rendering every article. Reading the files' text is cheap, so an edit under
 * `npm run dev`, or a test's scratch folder (SITE_CONTENT_DIR), is read afresh. The result is
 * shared: its callers read it and never change it.
 */
export function readOnce<Result>(collection: string, read: () => Result): () => Result {
  let last: { files: string; result: Result } | undefined
  return () => {
    const files = folderText(collection)
    if (last?.files !== files) last = { files, result: read() }
    return last.result
  }
}

/** One file of a collection by its id, among its entries as read; a missing one is a ContentError naming the folder. */
export function readEntry<Data>(collection: string, id: string, entries: readonly Entry<Data>[]): Entry<Data> {
  const entry = entries.find((candidate) => candidate.id === id)
  if (!entry) throw new ContentError(`${shown(join(contentRoot(), collection))}: no file for "${id}"`)
  return entry
}

/** Values a content file may name as {{name}}: facts kept in the typed modules, not in the text. */
export type Facts = Readonly<Record<string, string | number>>

/** Replaces each {{name}} by its fact; a name with no fact is a ContentError. */
export function fillFacts(text: string, file: string, facts: Facts = {}): string {
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (_, name: string) => {
    const value = facts[name]
    if (value === undefined) throw new ContentError(`${file}: {{${name}}} names no fact`)
    return String(value)
  })
}

// No raw HTML in content: what a file can say is what Markdown can say, and the page's CSP and
// markup stay ours. Headings take an id from a trailing {#id}, for links to a section.
const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false })
markdown.core.ruler.push('heading-ids', (state) => {
  for (const [index, token] of state.tokens.entries()) {
    if (token.type !== 'heading_open') continue
    const inline = state.tokens[index + 1]
    const match = inline?.content.match(/\s*\{#([\w-]+)\}\s*$/)
    if (!inline || !match) continue
    token.attrSet('id', match[1] ?? '')
    inline.content = inline.content.slice(0, match.index)
    const last = inline.children?.at(-1)
    if (last?.type === 'text') last.content = last.content.replace(/\s*\{#[\w-]+\}\s*$/, '')
  }
})

/** Markdown to HTML, after filling its facts: build time only. */
export function markdownToHtml(body: string, file: string, facts?: Facts): string {
  return markdown.render(fillFacts(body, file, facts))
}

/** One line of Markdown (no paragraph around it), for a title or a list item with emphasis or a link. */
export function inlineMarkdownToHtml(text: string, file: string, facts?: Facts): string {
  return markdown.renderInline(fillFacts(text, file, facts))
}

/**
 * The day a file last changed (YYYY-MM-DD): its last commit, or its modification time when it is
 * not committed (an edit not yet committed, or a copy outside git). For sitemap lastmod: a date
 * the file backs, never one set by hand.
 */
export function lastChange(path: string): string {
  const { days, changed } = folderHistory(dirname(resolve(path)))
  const name = basename(path)
  const day = days.get(name)
  if (day && !changed.has(name)) return day
  return statSync(path).mtime.toISOString().slice(0, 10)
}

/** What git says of the files directly in a folder: each one's last commit day, and those changed since. */
type FolderHistory = { days: Map<string, string>; changed: Set<string> }

const histories = new Map<string, { state: string; history: FolderHistory }>()

/**
 * A folder's history, from one `git log` and one `git status` for all its files (two for each file
 * made a build's guide pages and sitemap start four processes a guide), asked again only once a
 * file of the folder has changed on disk.
 */
function folderHistory(folder: string): FolderHistory {
  const state = readdirSync(folder)
    .map((name) => {
      const stats = statSync(join(folder, name), { throwIfNoEntry: false })
      return `${name}:${stats?.size}:${stats?.mtimeMs}`
    })
    .join('\n')
  const known = histories.get(folder)
  if (known?.state === state) return known.history
  const history = readHistory(folder)
  histories.set(folder, { state, history })
  return history
}

function readHistory(folder: string): FolderHistory {
  const days = new Map<string, string>()
  const changed = new Set<string>()
  // Names relative to the folder and left unquoted; a glob `*` takes the files in the folder,
  // not those below it.
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'core.quotePath=false', ...args, '--', ':(glob)*'], {
      cwd: folder,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    })
  try {
    // Newest first: a commit's day on a line of its own, after a slash no file name starts with,
    // then the files it changed.
    let day = ''
    for (const line of git('log', '--format=/%cs', '--name-only', '--relative').split('\n')) {
      if (line.startsWith('/')) day = line.slice(1)
      else if (line !== '' && !days.has(line)) days.set(line, day)
    }
    // "XY path" for each file edited, added or unknown to git ("XY old -> new" for a rename).
    for (const line of git('status', '--porcelain', '--untracked-files=all').split('\n')) {
      const path = line.slice(3).split(' -> ').at(-1) ?? ''
      if (path !== '') changed.add(basename(path.replace(/^"(.*)"$/, '$1')))
    }
  } catch {
    // Not a git checkout (or no git): each file's own time, in lastChange.
  }
  return { days, changed }
}

/**
 * Runs the content checks before the build does anything else: a ContentError ends the build with
 * its one line (no stack, which would only point at this module); any other error is thrown on.
 */
export function exitOnContentError<Result>(run: () => Result): Result {
  try {
    return run()
  } catch (error) {
    if (!(error instanceof ContentError)) throw error
    console.error(`Content error: ${error.message}`)
    process.exit(1)
  }
}
