import { useState } from 'react'
import { type Template, templates } from '../engine/templates'
import { LabButton, SelectField } from './controls'
import { templateOf } from './use-lab'

/**
 * The template to start from: a choice, then Open. Arrowing through the choices changes nothing; the
 * work is replaced only when Open is pressed. The choice follows the template the work last opened
 * (a library link, Reset, Import).
 */
export function TemplateChoice({ current, onOpen }: { current: string; onOpen: (template: Template) => void }) {
  const [chosen, setChosen] = useState(current)
  const [seen, setSeen] = useState(current)
  if (seen !== current) {
    setSeen(current)
    setChosen(current)
  }
  const template = templateOf(chosen)
  return (
    <div className="flex max-w-lg items-end gap-2">
      <div className="min-w-0 flex-1">
        <SelectField
          label="Start from a template"
          value={chosen}
          options={[
            ...(templateOf(current) ? [] : [{ value: '', label: 'Your own strategy' }]),
            ...templates.map((item) => ({ value: item.id, label: item.name })),
          ]}
          onChange={setChosen}
        />
      </div>
      <LabButton
        variant="secondary"
        aria-disabled={!template || undefined}
        className="aria-disabled:opacity-40"
        onClick={() => {
          if (template) onOpen(template)
        }}
      >
        Open
      </LabButton>
    </div>
  )
}
