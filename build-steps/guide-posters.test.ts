import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { posterText } from '~/content/guides'
import { readGuides } from '~/content/guides.server'
import { brandColors } from './draw'
import { posterSvg } from './guide-posters'

const colors = brandColors(readFileSync('app/styles/app.css', 'utf8'))
const mark = '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"/>'

/** The words a poster draws, in order. */
function drawnText(svg: string) {
  return [...svg.matchAll(/<(?:text|tspan)\b[^>]*>([^<]+)</g)].map((match) => match[1])
}

describe('guide posters (docs/requirements.md#guide-pages)', () => {
  for (const guide of readGuides()) {
    it(`${guide.title}: never the guide's title, which the page shows right above; each part its own label`, () => {
      const posters = guide.videos.map((_, videoIndex) =>
        drawnText(posterSvg({ guide, videoIndex, siteName: 'Acme Options', colors, mark })).join(' '),
      )
      for (const poster of posters) expect(poster).not.toContain(guide.title)
      // Parts of one guide are told apart: no two posters say the same thing.
      expect(new Set(posters).size).toBe(guide.videos.length)
      if (guide.videos.length > 1) {
        guide.videos.forEach((video, index) => {
          expect(posters[index]).toContain(video.label)
          expect(posterText(guide, index).eyebrow).toBe(`Video ${index + 1} of ${guide.videos.length}`)
        })
      }
    })
  }
})
