/** A guide section's paragraphs as a reader sees them, and its links, from the HTML its Markdown became. */
export function paragraphsOf(html: string) {
  const text = (part: string) =>
    part
      .replace(/<[^>]+>/g, '')
      .replaceAll('&quot;', '"')
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&amp;', '&')
      .trim()
  return {
    paragraphs: html.split('</p>').map(text).filter(Boolean),
    links: [...html.matchAll(/<a href="([^"]+)">(.*?)<\/a>/g)].map(([, to, name]) => ({
      to: to ?? '',
      text: text(name ?? ''),
    })),
  }
}
