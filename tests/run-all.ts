import { spawn } from 'node:child_process'

/**
 * `npm test`: every check of the README's test command. The lint (one core) runs beside the type
 * check, then the build; after it, two lanes side by side, each a sequence that stops at its first
 * failure:
 * - the unit, component and built-page tests, then the browser suite (`npm run test:e2e`);
 * - the server tests, then the other-engine smoke tests (`npm run test:engines`).
 *
 * So the browser suite starts once the unit tests end, not once the slower server tests end too,
 * and the other engines run beside it (in stages, it waited for both: 220 and 215 s). Each lane
 * has the CPU the other leaves: the server tests wait on the servers, nginx and PostgreSQL they
 * start for much of their time.
 *
 * A part running alone prints as it goes; parts side by side print whole, each as it ends, so
 * their lines never mix. A failed part ends the run with its status once the other lane has ended.
 */
type Command = readonly string[]
type Lane = readonly Command[]

const stages: readonly (readonly Lane[])[] = [
  [[npmRun('lint')], [npmRun('typecheck')]],
  // After the type check: both write React Router's route types.
  [[npmRun('build')]],
  [
    [vitest('unit', 'components', 'built'), npmRun('test:e2e')],
    [vitest('server'), npmRun('test:engines')],
  ],
]

function npmRun(script: string): Command {
  return ['npm', 'run', '-s', script]
}

function vitest(...projects: string[]): Command {
  return ['npx', 'vitest', 'run', ...projects.flatMap((project) => ['--project', project])]
}

type Outcome = { script: string; status: number; seconds: number }

function run(command: Command, alone: boolean): Promise<Outcome> {
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
      const outcome = { script, status: code ?? (signal ? 1 : 0), seconds }
      console.log(
        `npm test: ${script} ${outcome.status === 0 ? 'passed' : `failed (status ${outcome.status})`} in ${seconds.toFixed(0)} s`,
      )
      resolve(outcome)
    })
  })
}

/** A lane's commands one after the other, up to the first that fails. */
async function runLane(lane: Lane, alone: boolean): Promise<Outcome[]> {
  const outcomes: Outcome[] = []
  for (const command of lane) {
    const outcome = await run(command, alone)
    outcomes.push(outcome)
    if (outcome.status !== 0) break
  }
  return outcomes
}

const total = performance.now()
for (const lanes of stages) {
  const alone = lanes.length === 1 && lanes[0]?.length === 1
  if (!alone) {
    const parts = lanes.map((lane) => lane.map((command) => `\`${command.join(' ')}\``).join(' then ')).join('; ')
    console.log(`\nnpm test: side by side: ${parts}; each part's output follows as it ends.`)
  }
  const outcomes = (await Promise.all(lanes.map((lane) => runLane(lane, alone)))).flat()
  const failed = outcomes.find((outcome) => outcome.status !== 0)
  if (failed) process.exit(failed.status)
}
console.log(`npm test: everything passed in ${((performance.now() - total) / 1000).toFixed(0)} s`)
