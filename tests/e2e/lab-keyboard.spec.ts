import type { Page } from '@playwright/test'
import { defaultTemplate } from '~/lab/engine/templates'
import { treeNames } from '~/lab/ui/tree-names'
import { contrastRatio } from '../support/colors'
import { bothWidths, expect, expectNoAxeViolations, gotoHydrated, test } from '../support/fixtures'

/**
 * The Lab by keyboard and by voice: names that start with what a control shows (WCAG 2.5.3) and tell
 * nodes apart, a tree that is one Tab stop with arrow keys inside it and its key lines drawn while
 * a keyboard is in it, editors that open in place on their first field and give focus back, a
 * focus ring on every part of a date or time field, and node tags that grow with the text.
 */

async function openLab(page: Page) {
  await gotoHydrated(page, '/lab')
  await expect(page.locator('#workbench')).toBeVisible()
}

const tree = (page: Page) => page.getByRole('group', { name: 'Strategy tree' })
/** Chooses `item` in the menu of the node whose More actions is named `menu`. */
async function fromMenu(page: Page, menu: RegExp | string, item: RegExp | string) {
  await tree(page).getByRole('button', { name: menu }).click()
  await tree(page).getByRole('menuitem', { name: item }).click()
}

type Control = { role: string; name: string; visible: string }

/**
 * Every button, link and form field of the workbench: its accessible name (from aria-labelledby,
 * aria-label, its label or its text, in that order), and the words a sighted visitor sees on it or
 * on its label (text that is drawn, not visually hidden).
 */
function controlsOf(page: Page): Promise<Control[]> {
  return page.locator('#workbench').evaluate((root) => {
    const squash = (text: string) => text.replace(/\s+/g, ' ').trim()
    const drawn = (node: Node): string => {
      if (node.nodeType === Node.TEXT_NODE) {
        const box = node.parentElement?.getBoundingClientRect()
        return box && box.width > 1 && box.height > 1 ? (node.textContent ?? '') : ''
      }
      if (!(node instanceof HTMLElement) || node instanceof HTMLSelectElement) return ''
      return [...node.childNodes].map(drawn).join('')
    }
    const textOf = (id: string) => root.ownerDocument.getElementById(id)?.textContent ?? ''
    const controls = [...root.querySelectorAll<HTMLElement>('button, a[href], input, select, textarea')]
    return controls
      .filter((control) => control.getClientRects().length > 0 || control.closest('label'))
      .map((control) => {
        const labels = 'labels' in control ? [...((control as HTMLInputElement).labels ?? [])] : []
        const labelledBy = control.getAttribute('aria-labelledby')
        const name = labelledBy
          ? labelledBy.split(' ').map(textOf).join(' ')
          : (control.getAttribute('aria-label') ??
            (labels.length ? labels.map((label) => label.textContent).join(' ') : control.textContent) ??
            '')
        const visible = labels.length ? labels.map(drawn).join(' ') : drawn(control)
        const role = control instanceof HTMLButtonElement ? 'button' : control.tagName.toLowerCase()
        return { role, name: squash(name), visible: squash(visible) }
      })
  })
}

// One load for the tree changed by a delete, an add and a duplicate: each old test a step. The
// first two made the same first change (a branch emptied); the duplicate is of a node the add
// leaves as it was.
test('the tree’s names and its choice of new node, through a delete, an add and a duplicate', async ({ page }) => {
  await openLab(page)

  await test.step('every control’s name contains its visible words; the tree’s start with them and tell nodes apart', async () => {
    // Empty a branch, so that its "Add" and the choice of node are checked too.
    await fromMenu(page, 'More actions for Do nothing (2nd)', 'Delete Do nothing (2nd)')
    await expect(tree(page).getByRole('button', { name: /^Add to ELSE of IF Minutes to the close/ })).toBeVisible()
    const controls = await controlsOf(page)
    expect(controls.length).toBeGreaterThan(30)
    const lower = (text: string) => text.toLowerCase()
    for (const control of controls) {
      expect(control.name, `${control.role} showing “${control.visible}” has a name`).not.toBe('')
      expect(lower(control.name), `${control.role} “${control.visible}”`).toContain(lower(control.visible))
    }
    const inTree = await tree(page)
      .getByRole('button')
      .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? ''))
    const shown = await tree(page)
      .getByRole('button')
      .evaluateAll((buttons) => buttons.map((button) => (button.textContent ?? '').trim()))
    inTree.forEach((name, index) => {
      expect(name.startsWith(shown[index] ?? '-'), `“${name}” starts with “${shown[index]}”`).toBe(true)
    })
    // Every button of the tree acts on its own node: no two share a name.
    expect(inTree.length).toBeGreaterThan(20)
    expect(new Set(inTree).size).toBe(inTree.length)
    expect(inTree).toContain('More actions for IF Minutes to the close between 90 and 360')
    expect(inTree).toContain('Edit Minutes to the close between 90 and 360')
    // A node's menu: its items start with their words and name the node too.
    await tree(page)
      .getByRole('button', { name: 'More actions for IF Minutes to the close between 90 and 360' })
      .click()
    const items = tree(page).getByRole('menuitem')
    const itemNames = await items.evaluateAll((found) => found.map((item) => item.getAttribute('aria-label') ?? ''))
    const itemWords = await items.allTextContents()
    expect(itemNames).toHaveLength(4)
    itemNames.forEach((name, index) => {
      expect(name.startsWith(itemWords[index] ?? '-'), `“${name}” starts with “${itemWords[index]}”`).toBe(true)
      expect(name).toContain('IF Minutes to the close between 90 and 360')
    })
  })
  // The node's menu closed again, focus back on its button.
  await page.keyboard.press('Escape')
  await expect(tree(page).getByRole('menu')).toHaveCount(0)

  await test.step('a node’s choice of new node keeps Up and Down for its options', async () => {
    // The branch emptied by the step before, as this test emptied it.
    const kind = tree(page).getByRole('combobox', { name: /^New node for ELSE of IF Minutes to the close/ })
    await kind.focus()
    await page.keyboard.press('ArrowDown')
    await expect(kind).toBeFocused()
    await expect(kind).toHaveValue('if')
    await page.keyboard.press('ArrowRight')
    const add = tree(page).getByRole('button', { name: /^Add to ELSE of IF Minutes to the close/ })
    await expect(add).toBeFocused()
    await expectNoAxeViolations(page, 'tree with an empty branch', '#workbench')
    await page.keyboard.press('Enter')
    await expect(tree(page).getByRole('button', { name: /^More actions for IF IV rank/ })).toBeFocused()
    await expect(page.locator('[data-live="status"]')).toHaveText(
      'Added IF to ELSE of IF Minutes to the close between 90 and 360.',
    )
  })

  await test.step('two nodes that read the same get names that still tell them apart', async () => {
    await fromMenu(page, 'More actions for Entries today < 2', 'Duplicate Entries today < 2')
    const names = tree(page).getByRole('button', { name: /^Edit Entries today < 2/ })
    await expect(names).toHaveCount(2)
    expect(await names.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')))).toEqual([
      'Edit Entries today < 2',
      'Edit Entries today < 2 (2nd)',
    ])
  })
})

/** The part of a field that has focus, as Chromium's accessibility tree names it. */
async function focusedPart(page: Page): Promise<string> {
  const cdp = await page.context().newCDPSession(page)
  try {
    const { nodes } = await cdp.send('Accessibility.getFullAXTree')
    const focused = nodes.find(
      (node) =>
        node.role?.value !== 'RootWebArea' &&
        node.properties?.some((property) => property.name === 'focused' && property.value.value),
    )
    return `${focused?.role?.value} "${focused?.name?.value}"`
  } finally {
    await cdp.detach()
  }
}

/** The focused field's ring: its outline's style and width, and its contrast with the panel behind it. */
function ringOf(page: Page) {
  return page.evaluate(() => {
    const field = document.activeElement as HTMLInputElement
    const style = getComputedStyle(field)
    // The first opaque background behind the field: the panel it sits on.
    let behind: Element | null = field.parentElement
    let background = 'rgb(0, 0, 0)'
    while (behind) {
      const color = getComputedStyle(behind).backgroundColor
      if (color.startsWith('rgb(')) {
        background = color
        break
      }
      behind = behind.parentElement
    }
    return {
      label: field.labels?.[0]?.textContent ?? '',
      style: style.outlineStyle,
      width: Number.parseFloat(style.outlineWidth),
      color: style.outlineColor,
      background,
    }
  })
}

// One load for the tree and the editors by keyboard, the strategy never changed: each old test is a
// step, by its title, in an order where each finds the Lab as it needs it (focus given back, every
// editor and menu closed). The root's font size goes to 200 % last. On a phone, the one of them
// that ran there too.
test('the tree and its editors by keyboard, the strategy unchanged', bothWidths, async ({ page }) => {
  await openLab(page)
  const desktop = (page.viewportSize()?.width ?? 0) >= 1024
  const alert = page.getByLabel(/^An entry against the alert’s sentiment/)
  const firstMenu = tree(page).getByRole('button', { name: /^More actions for IF Minutes to the close/ })

  if (desktop) {
    await test.step('the tree’s key lines are drawn while a keyboard is in it, and are always its description', async () => {
      const keys = page.locator('.tree-keys')
      const drawn = () => keys.evaluate((element) => element.getBoundingClientRect().height > 8)
      await expect(tree(page)).toHaveAccessibleDescription(/^The tree is one Tab stop/)
      expect(await drawn()).toBe(false)
      await alert.focus()
      await page.keyboard.press('Tab')
      await expect(firstMenu).toBeFocused()
      expect(await drawn()).toBe(true)
      // Also the state the next step tabs into ("tree with focus"): scanned once, here.
      await expectNoAxeViolations(page, 'the tree’s keys shown', '#workbench')
      await page.keyboard.press('Tab')
      expect(await drawn()).toBe(false)
    })

    await test.step('is one Tab stop: the arrow keys move between nodes and their buttons, Tab leaves', async () => {
      // The last control before the tree: the alert trigger's sentiment choice.
      await alert.focus()
      await page.keyboard.press('Tab')
      await expect(firstMenu).toBeFocused()
      // Down to the next node, on the button in the same place; Home and End along the row.
      await page.keyboard.press('ArrowDown')
      await expect(tree(page).getByRole('button', { name: /^More actions for Minutes to the close/ })).toBeFocused()
      await page.keyboard.press('Home')
      await expect(tree(page).getByRole('button', { name: /^Edit Minutes to the close between/ })).toBeFocused()
      await page.keyboard.press('ArrowDown')
      await expect(tree(page).getByRole('button', { name: /^More actions for IF Entries today/ })).toBeFocused()
      const groupMenu = tree(page).getByRole('button', { name: /^More actions for All of these are true: Entries/ })
      await page.keyboard.press('ArrowDown')
      await expect(groupMenu).toBeFocused()
      await page.keyboard.press('Home')
      await expect(tree(page).getByRole('button', { name: /^Edit All of these are true: Entries today/ })).toBeFocused()
      await page.keyboard.press('End')
      await expect(groupMenu).toBeFocused()
      // The keys move focus only: the page does not scroll under them.
      const scrolled = await page.evaluate(() => window.scrollY)
      await page.keyboard.press('ArrowRight')
      await expect(groupMenu).toBeFocused()
      expect(await page.evaluate(() => window.scrollY)).toBe(scrolled)
      // One Tab leaves the tree; Shift+Tab comes back to the button last used.
      await page.keyboard.press('Tab')
      await expect(page.getByLabel(/^Max contracts per order/)).toBeFocused()
      await page.keyboard.press('Shift+Tab')
      await expect(groupMenu).toBeFocused()
      // Exactly one control of the tree is in the Tab order.
      const stops = await tree(page).evaluate(
        (list) =>
          [...list.querySelectorAll('button, select')].filter((control) => (control as HTMLElement).tabIndex === 0)
            .length,
      )
      expect(stops).toBe(1)
    })

    // The tree's Tab stop is the control last used in it: back on the first row's, as on load, so
    // that the walk below starts at the top.
    await firstMenu.focus()

    await test.step('a walk down the tree hears each row’s level, position and branch, each menu item with its node, and a note once', async () => {
      const names = treeNames(defaultTemplate.strategy.root)
      await alert.focus()
      await page.keyboard.press('Tab')
      await expect(firstMenu).toBeFocused()
      /** What focus on a control of the tree makes heard: its row's name and place, and its own name. */
      const heardNow = () =>
        page.evaluate(() => {
          const active = document.activeElement as HTMLElement
          const row = active.closest('[role="group"][data-node]')
          const text = (ids: string | null | undefined) =>
            (ids ?? '')
              .split(' ')
              .map((id) => document.getElementById(id)?.textContent ?? '')
              .join(' ')
              .replace(/\s+/g, ' ')
              .trim()
          return {
            id: row?.getAttribute('data-node') ?? '',
            row: text(row?.getAttribute('aria-labelledby')),
            place: text(row?.getAttribute('aria-describedby')),
            control: active.getAttribute('aria-label') ?? '',
          }
        })
      const heard: Awaited<ReturnType<typeof heardNow>>[] = []
      for (let step = 0; step < 20; step++) {
        // End: the row's More actions, which every node has.
        await page.keyboard.press('End')
        const now = await heardNow()
        if (now.id === heard.at(-1)?.id) break
        heard.push(now)
        expect(now.control).toBe(`More actions for ${names.label(now.id)}`)
        await page.keyboard.press('Enter')
        const items = tree(page).getByRole('menu').getByRole('menuitem')
        await expect(items.first()).toBeFocused()
        if (step === 2) await expectNoAxeViolations(page, 'a node’s menu open', '#workbench')
        for (const name of await items.evaluateAll((found) => found.map((item) => item.getAttribute('aria-label'))))
          expect(name).toContain(names.label(now.id))
        // Up and Down stay in the open menu; Escape gives focus back to its button.
        await page.keyboard.press('ArrowDown')
        await expect(tree(page).getByRole('menu')).toBeVisible()
        await page.keyboard.press('Escape')
        await expect(tree(page).getByRole('menu')).toHaveCount(0)
        expect((await heardNow()).control).toBe(now.control)
        await page.keyboard.press('ArrowDown')
      }
      // Every node's row, top to bottom, each with its level, position and branch.
      expect(heard.map((row) => row.id)).toEqual(names.order)
      expect(heard.map((row) => row.place)).toEqual(names.order.map(names.place))
      expect(heard.find((row) => row.id === 'n9')?.place).toBe('Level 4, 2 of 3, THEN of IF Price vs VWAP (%) > 0')
      expect(heard.find((row) => row.id === 'n12')?.place).toBe(
        'Level 2, 3 of 3, ELSE of IF Minutes to the close between 90 and 360',
      )
      // A Do-nothing note is heard once: in its row's name, not again in its place or its buttons.
      const skips = heard.filter((row) => row.row.startsWith('SKIP Do nothing: '))
      expect(skips).toHaveLength(2)
      for (const row of skips) {
        const note = row.row.replace('SKIP Do nothing: ', '')
        expect(note.length).toBeGreaterThan(20)
        expect(`${row.row} ${row.place} ${row.control}`.split(note)).toHaveLength(2)
      }
      // The keys that move in the tree are its description.
      await expect(tree(page)).toHaveAccessibleDescription(/^The tree is one Tab stop: the Up and Down arrow keys/)
    })

    await test.step('the node editor opens on its first field, and Escape gives focus back to its button', async () => {
      const edit = tree(page).getByRole('button', { name: /^Edit Open vertical credit spread put/ })
      await edit.focus()
      await page.keyboard.press('Enter')
      const editor = page.getByRole('form', { name: 'Edit Open position' })
      await expect(editor.getByRole('combobox', { name: 'Structure' })).toBeFocused()
      // What is traded, then how many: Quantity is two Tabs on.
      await page.keyboard.press('Tab')
      await page.keyboard.press('Tab')
      await expect(editor.getByRole('spinbutton', { name: 'Quantity' })).toBeFocused()
      await expectNoAxeViolations(page, 'order editor', '#workbench')
      await page.keyboard.press('Escape')
      await expect(editor).toBeHidden()
      await expect(edit).toBeFocused()

      const condition = tree(page).getByRole('button', { name: /^Edit Minutes to the close between/ })
      await condition.click()
      const conditionEditor = page.getByRole('form', { name: 'Edit condition' })
      await expect(conditionEditor.getByRole('combobox', { name: 'Fact' })).toBeFocused()
      await page.keyboard.press('Escape')
      await expect(condition).toBeFocused()
    })
  }

  await test.step('an editor three levels into the tree has room for its fields: on a phone it spans the tree, wider it stays in its row', async () => {
    await tree(page)
      .getByRole('button', { name: /^Edit Open vertical credit spread put/ })
      .click()
    const editor = page.getByRole('form', { name: 'Edit Open position' })
    const structure = editor.getByRole('combobox', { name: 'Structure' })
    await expect(structure).toBeFocused()
    // The select shows the whole of its choice: the words fit between its paddings (the arrow's room).
    const room = await structure.evaluate((select: HTMLSelectElement) => {
      const style = getComputedStyle(select)
      const context = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
      const text = select.selectedOptions[0]?.text ?? ''
      const inside = select.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight)
      return { text, words: context.measureText(text).width, inside }
    })
    expect(room.text).toBe('Vertical credit spread')
    expect(room.words).toBeLessThanOrEqual(room.inside)

    const [list, row, frame] = await Promise.all([
      tree(page).boundingBox(),
      page.locator('[data-node="n9"]').boundingBox(),
      editor.locator('xpath=..').boundingBox(),
    ])
    if (!list || !row || !frame) throw new Error('the tree, the row and the editor are drawn')
    if ((page.viewportSize()?.width ?? 0) < 640) {
      expect(Math.abs(frame.x - list.x)).toBeLessThanOrEqual(1)
      expect(Math.abs(frame.x + frame.width - (list.x + list.width))).toBeLessThanOrEqual(1)
    } else {
      expect(frame.x).toBeGreaterThan(row.x)
      expect(frame.x + frame.width).toBeLessThan(row.x + row.width)
    }
    await expectNoAxeViolations(page, 'an editor deep in the tree', '#workbench')
  })
  if (!desktop) return
  // Closed again, for the steps that follow.
  await page.keyboard.press('Escape')
  await expect(page.getByRole('form', { name: 'Edit Open position' })).toBeHidden()

  await test.step('the condition chooser opens on its first choice and leaves out what the group already checks', async () => {
    await tree(page)
      .getByRole('button', { name: /^Add condition to All of these are true: Entries today < 2/ })
      .click()
    const chooser = page.getByRole('form', { name: 'Add a condition' })
    // The group already checks "Fewer than 2 entries today".
    await expect(chooser.getByRole('button', { name: 'Fewer than 2 entries today' })).toHaveCount(0)
    await expect(chooser.getByRole('button', { name: 'After 10:00 ET' })).toBeFocused()
    await page.keyboard.press('End')
    await expect(chooser.getByRole('button', { name: 'Other fact…' })).toBeFocused()
    await expectNoAxeViolations(page, 'condition chooser', '#workbench')
  })
  // Closed, adding nothing.
  await page.keyboard.press('Escape')
  await expect(page.getByRole('form', { name: 'Add a condition' })).toBeHidden()

  // A date or time field is several Tab stops (month, day, year; hours, minutes, AM/PM) and, in
  // Chromium, the picker's button after them. On that button the field matched :focus but not
  // :focus-visible, so it showed no ring at all. Every stop must show the ring.
  await test.step('every part of the Lab’s date and time fields that Tab reaches shows the focus ring, the picker’s button included', async () => {
    for (const label of ['Date', 'Time (ET)', 'Trading window starts (ET)', 'Trading window ends (ET)']) {
      const field = page.getByLabel(label, { exact: true })
      await field.scrollIntoViewIfNeeded()
      // Into the field from the control before it, by keyboard, then every stop until focus leaves it.
      await field.focus()
      await page.keyboard.press('Shift+Tab')
      await page.keyboard.press('Tab')
      const parts: string[] = []
      while (await field.evaluate((element) => element === document.activeElement)) {
        const part = await focusedPart(page)
        parts.push(part)
        const ring = await ringOf(page)
        expect(ring.label, part).toBe(label)
        expect(ring.style, `${label}, ${part}: ring`).toBe('solid')
        expect(ring.width, `${label}, ${part}: ring width`).toBeGreaterThanOrEqual(2)
        expect(contrastRatio(ring.color, ring.background), `${label}, ${part}: ring contrast`).toBeGreaterThanOrEqual(3)
        expect(parts.length, `${label}: Tab stops`).toBeLessThan(8)
        await page.keyboard.press('Tab')
      }
      // The walk went through the field's parts and its picker's button.
      expect(parts.length, `${label}: ${parts.join(', ')}`).toBeGreaterThanOrEqual(3)
      expect(parts.at(-1), label).toMatch(/^button "Show (date|time) picker/)
    }
  })

  // Last: it leaves the root's font at 200 %.
  await test.step('node tags are sized in rem: they grow when the visitor enlarges text', async () => {
    const tag = tree(page).locator('[data-node] span').first()
    await expect(tag).toHaveText('IF')
    const size = () => tag.evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize))
    const before = await size()
    await page.evaluate(() => {
      document.documentElement.style.fontSize = '200%'
    })
    expect(await size()).toBeCloseTo(before * 2, 1)
  })
})
