import { runButtonId } from './anchors'

declare global {
  interface Window {
    /** The inline recorder's word: 0 listening, 1 Run pressed; undefined once React has taken over. */
    labPress?: number
  }
}

/**
 * Between the first paint and hydration (1.4 s on a throttled phone) React does not answer yet.
 * This script, inline after the Run bar, records a press of Run or Alt+R in that gap, moves focus
 * to Run as the shortcut does later, and takes `aria-disabled` off Run: with JavaScript, a press is
 * honoured, so Run must not say it is unavailable. The page stays as prerendered for a reader
 * without JavaScript. The Run bar takes the press once it runs (`takeEarlyPress`) and runs it once
 * the workbench is there. A few hundred bytes, inline in /lab's HTML only, allowed by its hash
 * (docs/decisions/003); written here, it is not in any chunk: the client renders an empty script.
 */
const recorder = `(()=>{const w=window,b=document.getElementById("${runButtonId}"),p=()=>{if(w.labPress===0){w.labPress=1;b.focus()}};w.labPress=0;b.removeAttribute("aria-disabled");b.addEventListener("click",p);addEventListener("keydown",e=>{if(w.labPress!=null&&e.altKey&&!e.ctrlKey&&!e.metaKey&&e.code==="KeyR"){e.preventDefault();p()}})})()`

export function PressRecorder() {
  return (
    <script
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant code, allowed by hash in the page's CSP
      dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? recorder : '' }}
    />
  )
}

/** Whether Run was pressed before React ran; from now on the recorder records nothing. */
export function takeEarlyPress(): boolean {
  const pressed = window.labPress === 1
  window.labPress = undefined
  return pressed
}
