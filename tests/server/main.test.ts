import { spawn } from 'node:child_process'
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { Agent, get as httpGet } from 'node:http'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { collectOutput, freePort, root } from './support'

// `npm start` (server/main.js) as a user meets it: what it prints, and how it fails.

function run(script: string, env: Record<string, string>) {
  const child = spawn(process.execPath, [script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const output = collectOutput(child)
  const exit = new Promise<number | null>((done) => child.once('exit', (code) => done(code)))
  return { child, output, exit }
}

const lines = (text: string) => text.split('\n').filter((line) => line.trim() !== '')

describe('npm start', () => {
  const temp = mkdtempSync(join(tmpdir(), 'site-main-'))
  afterAll(() => rmSync(temp, { recursive: true, force: true }))

  test('without a build it prints one line saying what to run and exits 1', async () => {
    // The same server code in a checkout that has not been built yet.
    mkdirSync(join(temp, 'server'))
    for (const file of readdirSync(join(root, 'server')).filter((name) => name.endsWith('.js'))) {
      copyFileSync(join(root, 'server', file), join(temp, 'server', file))
    }
    writeFileSync(join(temp, 'package.json'), '{ "type": "module" }\n')
    symlinkSync(join(root, 'node_modules'), join(temp, 'node_modules'))
    const { output, exit } = run(join(temp, 'server/main.js'), { PORT: '0' })
    expect(await exit).toBe(1)
    expect(lines(output.stderr)).toEqual(['No production build found in build/. Run `npm run build` first.'])
    expect(output.stdout).toBe('')
  })

  test('on a port in use it prints one line naming the port and exits 1', async () => {
    const port = await freePort()
    const blocker = createServer()
    await new Promise<void>((done) => blocker.listen(port, '127.0.0.1', done))
    try {
      const { output, exit } = run(join(root, 'server/main.js'), { PORT: String(port), HOST: '127.0.0.1' })
      expect(await exit).toBe(1)
      expect(lines(output.stderr)).toEqual([
        `Cannot start the server: port ${port} on 127.0.0.1 is already in use; set PORT to another port.`,
      ])
    } finally {
      blocker.close()
    }
  })

  test('prints the URL it serves, which answers, and stops on SIGTERM despite open connections', async () => {
    const port = await freePort()
    const { child, output, exit } = run(join(root, 'server/main.js'), { PORT: String(port), HOST: '127.0.0.1' })
    await expect.poll(() => output.stdout, { timeout: 10_000 }).toContain('\n')
    expect(lines(output.stdout)).toEqual([`Serving build/client at http://127.0.0.1:${port}`])
    const agent = new Agent({ keepAlive: true })
    const status = await new Promise<number>((done, reject) => {
      httpGet(`http://127.0.0.1:${port}/`, { agent }, (res) => {
        res.resume()
        res.on('end', () => done(res.statusCode ?? 0))
      }).on('error', reject)
    })
    expect(status).toBe(200)
    child.kill('SIGTERM')
    expect(await exit).toBe(0)
    agent.destroy()
    expect(output.stderr).toBe('')
  })
})
