import { InputField } from '@/components/ui/form/Field'

type Props = {
  name: string
  label: string
  value: string
  error: string | undefined
  onChange: (value: string) => void
  type?: 'text' | 'email' | 'date' | 'number'
  hint?: string
}

/** An input of a list row, with its label and the error of its path (`mixes.2.url`). */
export function ListField({ name, label, value, error, onChange, type = 'text', hint }: Props) {
  return (
    <InputField
      binding={{ name, value, error, onValueChange: onChange, onBlur: () => {} }}
      label={label}
      type={type}
      hint={hint}
      required
    />
  )
}
