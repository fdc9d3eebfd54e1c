import { render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { labDataGuidePath } from '~/content/lab-files'
import { defaultTemplate } from '../engine/templates'
import { AlertLogPanel } from './alert-log-panel'
import { ChainPanel } from './chain-panel'

// The chain and alert-log panels send a visitor to the guide's section on each file.
const nothing = () => {}

describe('the links from the Lab’s file panels to its data guide', () => {
  it('lead from the chain panel to how to export a chain, and from the alert-log panel to the log', () => {
    render(
      <MemoryRouter initialEntries={['/lab']}>
        <ChainPanel
          quotes={null}
          onQuotes={nothing}
          scenario={defaultTemplate.scenario}
          onScenario={nothing}
          ticker={defaultTemplate.strategy.trigger.ticker}
          announce={nothing}
          alert={nothing}
        />
        <AlertLogPanel onReplay={nothing} announce={nothing} alert={nothing} />
      </MemoryRouter>,
    )
    const links = [
      [
        screen.getByRole('group', { name: 'Your option chain' }),
        'How to export a chain, and what each column means',
        'export-a-chain',
      ],
      [
        screen.getByRole('group', { name: 'Your alert log' }),
        'How to export your log, and which messages the Lab reads',
        'alert-log',
      ],
    ] as const
    for (const [group, name, section] of links) {
      const link = within(group).getByRole('link', { name })
      expect(link).toHaveAttribute('href', `${labDataGuidePath}#${section}`)
      expect(link).not.toHaveAttribute('target')
    }
  })
})
