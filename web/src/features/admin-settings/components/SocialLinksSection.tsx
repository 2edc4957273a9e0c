import type { AdminSettings, SocialLink } from '@contract/admin/settings.ts'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Suggestions } from '@/components/ui/form/Field'
import { ListField } from './ListField'
import { ListRows } from './ListRows'
import { SettingsSection } from './SettingsSection'
import { NETWORK_SUGGESTIONS } from './service-names'
import { useListSection } from './use-list-section'

/** The artist's profiles, shown in the footer (instagram, soundcloud…). */
export function SocialLinksSection({ settings }: { settings: AdminSettings }) {
  const { t } = useTranslation('admin-settings')
  const list = useListSection('social_links', settings.social_links, (rows: SocialLink[]) => rows)
  const suggestionsId = useId()
  return (
    <SettingsSection
      anchor="social"
      dirty={list.dirty}
      title={t('social.title')}
      description={t('social.description')}
    >
      <Suggestions id={suggestionsId} values={NETWORK_SUGGESTIONS} />
      <ListRows
        list={list}
        nameOf={(link, index) => link.network || t('social.row', { number: index + 1 })}
        none={t('social.none')}
        add={{ label: t('social.add'), row: () => ({ network: '', url: 'https://' }) }}
      >
        {(link, index) => (
          <>
            <ListField
              name={`social_links.${index}.network`}
              label={t('social.network')}
              hint={t('social.networkHint')}
              list={suggestionsId}
              value={link.network}
              error={list.errorAt(index, 'network')}
              onChange={(network) => list.edited(index, { ...link, network })}
            />
            <ListField
              name={`social_links.${index}.url`}
              label={t('social.url')}
              inputMode="url"
              value={link.url}
              error={list.errorAt(index, 'url')}
              onChange={(url) => list.edited(index, { ...link, url })}
            />
          </>
        )}
      </ListRows>
    </SettingsSection>
  )
}
