/**
 * Where a JSON text first goes wrong, found by a small scanner of its own. Only used when the
 * engine's JSON.parse error gives no position (JavaScriptCore, so Safari on an iPhone, says only
 * what it found). Returns null for valid JSON.
 */
export type JsonFault = { offset: number; problem: string }

export function locateJsonError(text: string): JsonFault | null {
  try {
    return scan(text)
  } catch (error) {
    // Nesting deep enough to exhaust the stack: no position, rather than a wrong one.
    if (error instanceof RangeError) return null
    throw error
  }
}

function scan(text: string): JsonFault | null {
  let i = 0
  const fail = (problem: string): never => {
    throw Object.assign(new Error(problem), { scan: { offset: i, problem } })
  }
  const space = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i] as string)) i++
  }
  const found = () => (i >= text.length ? 'the end of the text' : JSON.stringify(text[i]))
  const unexpected = () => (i >= text.length ? 'the text ends too early' : `unexpected ${found()}`)
  const literal = (word: string) => {
    for (const char of word) {
      if (text[i] !== char) fail(unexpected())
      i++
    }
  }
  const string = () => {
    i++ // opening quote
    while (i < text.length && text[i] !== '"') {
      const code = text.charCodeAt(i)
      if (code < 0x20) fail('a line break or control character inside a string')
      if (text[i] === '\\') {
        i++
        if (text[i] === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 1, i + 5))) fail('a bad \\u escape')
          i += 4
        } else if (!'"\\/bfnrt'.includes(text[i] ?? 'x')) fail('a bad escape sequence')
      }
      i++
    }
    if (i >= text.length) fail('a string is not closed')
    i++
  }
  const number = () => {
    const match = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(i, i + 400))
    if (!match) fail(unexpected())
    i += (match as RegExpExecArray)[0].length
  }
  const value = (): void => {
    space()
    const char = text[i]
    if (char === '{') container('}', true)
    else if (char === '[') container(']', false)
    else if (char === '"') string()
    else if (char === 't') literal('true')
    else if (char === 'f') literal('false')
    else if (char === 'n') literal('null')
    else if (char === '-' || (char !== undefined && char >= '0' && char <= '9')) number()
    else fail(unexpected())
  }
  const container = (close: string, isObject: boolean) => {
    i++
    space()
    if (text[i] === close) {
      i++
      return
    }
    for (;;) {
      if (isObject) {
        space()
        if (text[i] !== '"') fail(`expected a field name in double quotes, found ${found()}`)
        string()
        space()
        if (text[i] !== ':') fail(`expected ":" after the field name, found ${found()}`)
        i++
      }
      value()
      space()
      if (text[i] === ',') {
        i++
        continue
      }
      if (text[i] === close) {
        i++
        return
      }
      fail(`expected "," or "${close}", found ${found()}`)
    }
  }
  try {
    value()
    space()
    if (i < text.length) fail('unexpected text after the JSON value')
    return null
  } catch (error) {
    const found = (error as { scan?: JsonFault }).scan
    if (found) return found
    throw error
  }
}
