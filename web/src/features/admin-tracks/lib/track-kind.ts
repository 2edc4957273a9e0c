import type { AdminTrack } from '@contract/admin/tracks.ts'
import { paths } from '@/config/paths'
import type { CatalogueKind } from '@/lib/admin/catalogue-kind'
import { deleteTrack, trackKey } from '../api/track'
import { useTrackGenres } from '../api/tracks-list'
import { useTracksChanged } from './catalog-changed'

/** Tracks, for the catalogue's shared screens (edit page, form, switch, delete button). */
export const TRACKS: CatalogueKind<AdminTrack> = {
  ns: 'admin-tracks',
  resource: 'tracks',
  flag: {
    name: 'published',
    label: 'filters.published',
    on: 'filters.onlyPublished',
    off: 'filters.onlyHidden',
  },
  listPath: '/tracks',
  itemKey: trackKey,
  nameOf: (track) => track.title,
  nameVar: 'title',
  remove: deleteTrack,
  useChanged: useTracksChanged,
  publicPath: paths.track.build,
  group: 'genre',
  useGroups: useTrackGenres,
}
