/**
 * The strategy pages' link-preview cards (docs/requirements.md#strategy-pages), drawn at build
 * time from each template: its name, and its tree in the Lab's own words (describe.ts), indented
 * as the page writes it out. One 1200×630 PNG per template, at the path `strategyCardPath()` gives.
 * The Advanced Automation guide shows one as its figure of a tree.
 */
import { strategyCardPath, strategyCardSize } from '../app/content/strategies.ts'
import { describeCondition, describeNode, describeTrigger } from '../app/lab/describe.ts'
import type { Condition, Strategy, TreeNode } from '../app/lab/engine/model.ts'
import { type Template, templates } from '../app/lab/engine/templates.ts'
import { type BrandColors, escapeXml, fitFontSize, renderPng, wrapText } from './draw.ts'

/** One line of a tree as drawn: how deep it sits and what it says. */
export type TreeLine = { depth: number; text: string }

function conditionLines(condition: Condition, depth: number): TreeLine[] {
  return [
    { depth, text: describeCondition(condition) },
    ...(condition.kind === 'test' ? [] : condition.conditions.flatMap((child) => conditionLines(child, depth + 1))),
  ]
}

/** A tree as lines, in the order the strategy page lists it: IF, its condition, THEN, ELSE. */
export function treeLines(node: TreeNode | null, depth = 0): TreeLine[] {
  if (!node) return [{ depth, text: 'nothing' }]
  if (node.kind !== 'if') return [{ depth, text: describeNode(node) }]
  return [
    { depth, text: 'IF' },
    ...conditionLines(node.condition, depth + 1),
    { depth: depth + 1, text: 'THEN' },
    ...treeLines(node.onTrue, depth + 2),
    { depth: depth + 1, text: 'ELSE' },
    ...treeLines(node.onFalse, depth + 2),
  ]
}

/** What fits on a card: the first lines of the tree, and a last line saying how many more there are. */
export function cardLines(strategy: Strategy, room: number): TreeLine[] {
  const lines = [{ depth: 0, text: `${describeTrigger(strategy)}:` }, ...treeLines(strategy.root)]
  if (lines.length <= room) return lines
  return [...lines.slice(0, room - 1), { depth: 0, text: `… ${lines.length - room + 1} more lines on the page` }]
}

type CardInput = { template: Template; siteName: string; colors: BrandColors; mark: string }

/** One card as SVG: the brand, a label, the template's name, and its tree. Flat colors, as the posters. */
export function strategyCardSvg({ template, siteName, colors, mark }: CardInput): string {
  const { width, height } = strategyCardSize
  const left = 64
  const headlineSize = fitFontSize(template.name, 700, 56, 36, width - 2 * left)
  const headline = wrapText(template.name, 700, headlineSize, width - 2 * left).slice(0, 2)
  const headlineTop = 190
  const lineHeight = Math.round(headlineSize * 1.12)
  const treeTop = headlineTop + headline.length * lineHeight + 24
  const treeSize = 22
  const treeStep = 32
  const room = Math.floor((height - 40 - treeTop) / treeStep)
  const indent = 28
  const markHref = `data:image/svg+xml;base64,${Buffer.from(mark).toString('base64')}`
  const tree = cardLines(template.strategy, room).map((line, index) => {
    const x = left + line.depth * indent
    const y = treeTop + index * treeStep
    const keyword = /^(IF|THEN|ELSE)$/.test(line.text)
    const text = wrapText(line.text, 400, treeSize, width - x - left)[0] ?? ''
    const shown = text === line.text ? text : `${text.replace(/[\s,:;]+$/, '')}…`
    return `<text x="${x}" y="${y}" font-family="Inter" font-weight="${keyword ? 700 : 400}" font-size="${treeSize}" fill="${keyword ? colors.accent : colors.ink}">${escapeXml(shown)}</text>`
  })
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="${width}" height="${height}" fill="${colors.surface}"/>
  <image x="${left}" y="48" width="48" height="48" xlink:href="${markHref}"/>
  <text x="${left + 64}" y="82" font-family="Inter" font-weight="600" font-size="28" fill="${colors.ink}">${escapeXml(siteName)}</text>
  <text x="${left}" y="${headlineTop - lineHeight + 4}" font-family="Inter" font-weight="600" font-size="22" letter-spacing="3" fill="${colors.accent}">STRATEGY TEMPLATE</text>
  <text font-family="Inter" font-weight="700" font-size="${headlineSize}" fill="${colors.ink}">${headline
    .map((line, index) => `<tspan x="${left}" y="${headlineTop + index * lineHeight}">${escapeXml(line)}</tspan>`)
    .join('')}</text>
  ${tree.join('\n  ')}
</svg>`
}

/** Every template's card, by its path in the build (without the leading slash). */
export function strategyCardFiles(siteName: string, colors: BrandColors, mark: string): Record<string, Buffer> {
  return Object.fromEntries(
    templates.map((template) => [
      strategyCardPath(template.id).slice(1),
      renderPng(strategyCardSvg({ template, siteName, colors, mark })),
    ]),
  )
}
