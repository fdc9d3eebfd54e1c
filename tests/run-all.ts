import { spawn } from 'node:child_process'

/**
 * `npm test`: every check of the README's test command, in stages. The parts of a stage run side by
 * side where one leaves the cores idle: the lint (one core) beside the type check; the server tests
 * (which mostly wait on the servers they start) and the other-engine smoke tests (half their time
 * waiting on their browsers' drivers) beside the unit and built-page tests, the three of them being
 * `npm run test:unit` and `npm run test:engines`. The browser suite runs alone: it keeps both cores
 * busy.
 *
 * A part running alone prints as it goes; parts side by side print whole, each as it ends, so
 * their lines never mix. The first stage with a failed part ends the run with that part's status.
 */
const stages: readonly (readonly (readonly string[])[])[] = [
  [npmRun('lint'), npmRun('typecheck')],
  // After the type check: both write React Router's route types.
  [npmRun('build')],
  [vitest('unit', 'components', 'built'), vitest('server'), npmRun('test:engines')],
  [npmRun('test:e2e')],
]

function npmRun(script: string) {
  return ['npm', 'run', '-s', script]
}

function vitest(...projects: string[]) {
  return ['npx', 'vitest', 'run', ...projects.flatMap((project) => ['--project', project])]
}

type Outcome = { script: string; status: number; seconds: number }

function run(command: readonly string[], alone: boolean): Promise<Outcome> {
  const started = performance.now()
  const script = command.join(' ')
  const [program = 'npm', ...args] = command
  const child = spawn(program, args, { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] })
  const output: Buffer[] = []
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk))
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk))
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      const seconds = (performance.now() - started) / 1000
      if (!alone) process.stdout.write(Buffer.concat(output))
      resolve({ script, status: code ?? (signal ? 1 : 0), seconds })
    })
  })
}

const total = performance.now()
for (const stage of stages) {
  const alone = stage.length === 1
  if (!alone) {
    const parts = stage.map((command) => `\`${command.join(' ')}\``).join(', ')
    console.log(`\nnpm test: ${parts}, side by side; each part's output follows as it ends.`)
  }
  const outcomes = await Promise.all(stage.map((command) => run(command, alone)))
  for (const { script, status, seconds } of outcomes) {
    console.log(
      `npm test: ${script} ${status === 0 ? 'passed' : `failed (status ${status})`} in ${seconds.toFixed(0)} s`,
    )
  }
  const failed = outcomes.find((outcome) => outcome.status !== 0)
  if (failed) process.exit(failed.status)
}
console.log(`npm test: everything passed in ${((performance.now() - total) / 1000).toFixed(0)} s`)
