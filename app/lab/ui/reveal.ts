/**
 * Puts a heading that is about to take focus at the top of the screen, below the site's fixed
 * header and above the Run bar, and checks that it is there. `scrollIntoView` alone left the
 * result's heading above the screen (y = −124 at 1024×900) when its column was sticky and pushed up
 * by the end of the grid: the browser works out the page's scroll as if the column moved with the
 * page, which a sticky column does only part of the way. Each step here scrolls by what it measures,
 * so the heading ends where it is seen, whatever the column does.
 */
export function revealBelowHeader(target: HTMLElement) {
  target.scrollIntoView({ block: 'start' })
  const root = getComputedStyle(document.documentElement)
  // The root's scroll padding is the fixed header's height at the top and the Run bar's at the bottom (app.css, run-bar-room.tsx).
  const floor = Number.parseFloat(root.scrollPaddingTop) || 0
  const ceiling = window.innerHeight - (Number.parseFloat(root.scrollPaddingBottom) || 0)
  const rest = floor + (Number.parseFloat(getComputedStyle(target).scrollMarginTop) || 0)
  for (let step = 0; step < 4; step++) {
    const { top, bottom } = target.getBoundingClientRect()
    if (top >= floor && bottom <= ceiling) return
    const before = window.scrollY
    window.scrollBy({ top: top - rest, behavior: 'instant' })
    if (window.scrollY === before) return
  }
}
