import { InputField } from '@/components/ui/form/Field'

type Props = {
  name: string
  label: string
  value: string
  error: string | undefined
  onChange: (value: string) => void
  type?: 'text' | 'email' | 'date' | 'number'
  hint?: string
  inputMode?: 'url'
  /** The id of a `<datalist>` of suggestions. */
  list?: string
  /** May be left blank (a translation the site falls back from). */
  optional?: boolean
}

/** An input of a list row, with its label and the error of its path (`mixes.2.url`). */
export function ListField({ onChange, optional = false, ...props }: Props) {
  const { name, value, error, ...input } = props
  return (
    <InputField
      {...input}
      binding={{ name, value, error, onValueChange: onChange, onBlur: () => {} }}
      required={!optional}
      optional={optional}
    />
  )
}
