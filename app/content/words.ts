const numberWords = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten']

/** A small whole number in words, as copy spells it ("three"); larger numbers stay digits. */
export function numberInWords(count: number): string {
  return numberWords[count] ?? String(count)
}

/** "two weeks", "one week": a count of a unit in words, for running text. */
export function countInWords(count: number, unit: string): string {
  return `${numberInWords(count)} ${unit}${count === 1 ? '' : 's'}`
}

/** Upper-cases the first letter, for copy that starts a sentence. */
export function upperFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}
