import type { AdminSettings, SettingsPatch } from '@contract/admin/settings.ts'
import {
  createContext,
  type FormEvent,
  type ReactNode,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react'
import { useTranslation } from 'react-i18next'
import { FormStatus } from '@/components/ui/form/FormStatus'
import type { FieldCodes, FormFailure } from '@/components/ui/form/use-form'
import { ApiError } from '@/lib/api-client'
import { showToast } from '@/lib/toast'
import { updateSettings, useSettingsSaved } from '../api/settings'

/** What one section of a tab gives the tab's single Save. */
export type SectionHandle = {
  dirty: boolean
  /**
   * The section's part of the PATCH and what to call once the server kept it, or the codes of the
   * fields the shared schema refuses (shown beside them already).
   */
  collect: () => { patch: SettingsPatch; kept: () => void } | { errors: FieldCodes }
  /** The server's refusals; the section shows those that are its own. */
  refused: (fields: FieldCodes) => void
}

type Registry = { register: (id: string, handle: SectionHandle | null) => void }

const TabContext = createContext<Registry | null>(null)

/** Puts a section under its tab's Save; outside a tab (unit tests of one section) it does nothing. */
export function useTabSection(handle: SectionHandle) {
  const registry = useContext(TabContext)
  const id = useId()
  // Every render: the tab must call the section's latest closures (they read its latest values).
  useLayoutEffect(() => registry?.register(id, handle))
  useEffect(() => () => registry?.register(id, null), [registry, id])
}

type Props = {
  /** The tab's name, for the Save button ("Save: Shop"). */
  label: string
  onDirtyChange: (dirty: boolean) => void
  children: ReactNode
}

/**
 * One settings tab: its sections in one form with one Save, which sends the sections that changed
 * in a single PATCH (what another admin changed elsewhere meanwhile is left alone).
 */
export function SettingsTab({ label, onDirtyChange, children }: Props) {
  const { t } = useTranslation(['admin-settings', 'admin'])
  const handles = useRef(new Map<string, SectionHandle>())
  const [dirtyCount, setDirtyCount] = useState(0)
  const [failure, setFailure] = useState<FormFailure | null>(null)
  const [submitting, setSubmitting] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)
  const settingsSaved = useSettingsSaved()

  const registry = useMemo<Registry>(
    () => ({
      register(id, handle) {
        if (handle) handles.current.set(id, handle)
        else handles.current.delete(id)
        const count = [...handles.current.values()].filter((section) => section.dirty).length
        setDirtyCount(count)
      },
    }),
    [],
  )
  const dirty = dirtyCount > 0
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange])

  const focusFirst = (codes: FieldCodes) => {
    for (const element of Array.from(formRef.current?.elements ?? [])) {
      const name = (element as HTMLInputElement).name
      if (name && name in codes) return (element as HTMLElement).focus()
    }
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (submitting || !dirty) return
    const results = [...handles.current.values()]
      .filter((section) => section.dirty)
      .map((section) => section.collect())
    const errors = Object.assign(
      {},
      ...results.map((result) => ('errors' in result ? result.errors : {})),
    )
    if (Object.keys(errors).length > 0) {
      setFailure({ kind: 'validation' })
      return focusFirst(errors)
    }
    const accepted = results.flatMap((result) => ('patch' in result ? [result] : []))
    setFailure(null)
    setSubmitting(true)
    try {
      const settings: AdminSettings = await updateSettings(
        Object.assign({}, ...accepted.map((result) => result.patch)),
      )
      settingsSaved(settings)
      for (const result of accepted) result.kept()
      showToast({ tone: 'success', title: t('saved.title'), body: t('saved.body') })
    } catch (error) {
      if (error instanceof ApiError && error.status === 422 && Object.keys(error.fields).length) {
        for (const section of handles.current.values()) section.refused(error.fields)
        setFailure({ kind: 'validation' })
        focusFirst(error.fields)
      } else {
        setFailure({ kind: 'error', code: error instanceof ApiError ? error.code : 'unknown' })
      }
    } finally {
      setSubmitting(false)
    }
  }

  return (
    <TabContext.Provider value={registry}>
      <form ref={formRef} className="settings-tab" noValidate onSubmit={submit}>
        {children}
        <div className={dirty ? 'settings-savebar settings-savebar--dirty' : 'settings-savebar'}>
          <FormStatus failure={failure} />
          <p className="settings-savebar__state" aria-live="polite">
            {dirty ? t('unsaved') : t('allSaved')}
          </p>
          <button
            type="submit"
            className="button button--primary"
            aria-disabled={submitting || !dirty}
            aria-label={`${t('admin:actions.save')}: ${label}`}
          >
            {submitting ? t('admin:actions.saving') : t('admin:actions.save')}
          </button>
        </div>
      </form>
    </TabContext.Provider>
  )
}
