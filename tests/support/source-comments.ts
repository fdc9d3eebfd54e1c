/**
 * The comments of a JavaScript or TypeScript file, each as its text without the comment marks: a
 * small scanner that steps over strings, template literals (and the code inside their `${}`) and
 * regular expressions, so that `'https://…'` or `/\/\//` is never read as a comment. It reads
 * source as this repository writes it, not every program JavaScript allows: a `/` is a regular
 * expression where an operator, a bracket or a keyword comes before it and a division elsewhere,
 * and a quote in JSX text ends at its line.
 */
export function commentsOf(code: string): string[] {
  const comments: string[] = []
  /** Where each open template literal's `${` began, by the depth of braces inside it. */
  const templates: number[] = []
  let braces = 0
  let before = ''
  let index = 0
  while (index < code.length) {
    const char = code[index] ?? ''
    const next = code[index + 1] ?? ''
    if (char === '/' && next === '/') {
      const end = lineEnd(code, index)
      comments.push(code.slice(index + 2, end))
      index = end
    } else if (char === '/' && next === '*') {
      const end = code.indexOf('*/', index + 2)
      comments.push(code.slice(index + 2, end === -1 ? code.length : end))
      index = end === -1 ? code.length : end + 2
    } else if (char === '"' || char === "'") {
      index = quotedEnd(code, index, char)
      before = char
    } else if (char === '`' || (char === '}' && templates.at(-1) === braces)) {
      if (char === '}') templates.pop()
      const end = templateEnd(code, index + 1)
      if (code.startsWith('${', end)) {
        templates.push(braces)
        index = end + 2
      } else index = end + 1
      before = '`'
    } else if (char === '/' && startsExpression(before, code, index)) {
      index = quotedEnd(code, index, '/')
      before = '/'
    } else {
      if (char === '{') braces += 1
      if (char === '}') braces -= 1
      if (!/\s/.test(char)) before = char
      index += 1
    }
  }
  return comments
}

const lineEnd = (code: string, from: number) => {
  const end = code.indexOf('\n', from)
  return end === -1 ? code.length : end
}

/** Past the closing quote (or slash, for a regular expression, whose classes may hold one), or at the line's end. */
function quotedEnd(code: string, start: number, quote: string): number {
  let inClass = false
  for (let index = start + 1; index < code.length; index += 1) {
    const char = code[index]
    if (char === '\\') index += 1
    else if (char === '\n') return index
    else if (quote === '/' && char === '[') inClass = true
    else if (quote === '/' && char === ']') inClass = false
    else if (char === quote && !inClass) return index + 1
  }
  return code.length
}

/** The index of a template literal's closing backtick, or of its next `${`. */
function templateEnd(code: string, from: number): number {
  for (let index = from; index < code.length; index += 1) {
    const char = code[index]
    if (char === '\\') index += 1
    else if (char === '`' || (char === '$' && code[index + 1] === '{')) return index
  }
  return code.length
}

const keywordsBeforeExpression = /\b(?:return|typeof|case|in|of|new|delete|void|throw|else|do|yield|await)$/

/** Whether a `/` starts a regular expression: what comes before it expects a value, not a division. */
function startsExpression(before: string, code: string, index: number): boolean {
  if (before === '' || '(,=:[!&|?{};+-*%<>~^'.includes(before)) return true
  return keywordsBeforeExpression.test(code.slice(Math.max(0, index - 8), index).trimEnd())
}
