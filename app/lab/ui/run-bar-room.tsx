import { useEffect, useState } from 'react'
import { createPortal } from 'react-dom'
import { runBar } from './run-bar'

/**
 * Room for the fixed Run bar (run-bar.tsx): a spacer as tall as the bar at the end of the body, so
 * the page's last line scrolls clear of it, and the root's bottom scroll padding, so focus never
 * hides under it. None when the bar is not fixed (a short viewport).
 */
export function RunBarRoom() {
  const [height, setHeight] = useState(0)
  useEffect(() => {
    const element = runBar.current
    if (!element) return
    const root = document.documentElement
    const observer = new ResizeObserver(() => {
      const next = getComputedStyle(element).position === 'fixed' ? element.offsetHeight : 0
      setHeight(next)
      root.style.scrollPaddingBottom = next ? `${next}px` : ''
    })
    observer.observe(element)
    return () => {
      observer.disconnect()
      root.style.scrollPaddingBottom = ''
    }
  }, [])
  return height > 0 ? createPortal(<div aria-hidden="true" style={{ height }} />, document.body) : null
}
