import type { Plugin } from 'vite'

/**
 * The modules whose chunks the Lab runs as it opens: the workbench (app/lab/ui/workbench.tsx) and
 * the engine it imports (app/lab/engine/evaluate.ts), whose chunk the bundler names after another
 * of its modules.
 */
const eagerChunkTest = /[\\/]app[\\/]lab[\\/](ui[\\/]workbench\.tsx|engine[\\/]evaluate\.ts)$/

/** V8's explicit compile hint: a file that starts with it is compiled whole as it streams in. */
export const compileHint = '//# allFunctionsCalledOnLoad'

/**
 * Vite plugin: puts V8's compile hint at the top of the Lab's workbench and engine chunks in the
 * client build. Without it V8 compiles each function on the main thread the first time it runs, so
 * the workbench's first draw, the first Run worked out ahead and the first press of each control
 * paid for compiling what they ran. With it the two chunks are compiled on a background thread as
 * they download (Chrome 136 and later; other engines read a comment). They load after the first
 * paint: no page's first load grows. In `generateBundle`, after the minifier, which drops comments.
 */
export function compileHints(): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (this.environment.config.consumer !== 'client') return
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk' && chunk.moduleIds.some((id) => eagerChunkTest.test(id))) {
          chunk.code = `${compileHint}\n${chunk.code}`
        }
      }
    },
  }
}
