/**
 * Runs `work` once the next frame has painted: in the task after that frame's requestAnimationFrame
 * callbacks, so the frame goes out without it. For what a press need not wait for (the focus after
 * a result, an editor's fields, the engine's run). Returns a function that cancels it.
 */
export function afterPaint(work: () => void): () => void {
  let timer: number | undefined
  const frame = requestAnimationFrame(() => {
    timer = window.setTimeout(work)
  })
  return () => {
    cancelAnimationFrame(frame)
    window.clearTimeout(timer)
  }
}
