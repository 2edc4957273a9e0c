-- The preview's waveform, computed once when the preview is uploaded or seeded, so a track page
-- draws it without fetching any audio: the loudest level of each stretch of the preview (0 to 1,
-- the loudest being 1) and the preview's length in seconds. Null for a preview from before; the
-- page then draws nothing until the visitor presses play.
alter table public.tracks
  add column preview_peaks real[],
  add column preview_duration_seconds double precision,
  add constraint tracks_preview_waveform_is_whole
    check ((preview_peaks is null) = (preview_duration_seconds is null)),
  add constraint tracks_preview_peaks_are_levels check (
    preview_peaks is null or (
      array_ndims(preview_peaks) = 1
      and cardinality(preview_peaks) between 1 and 2000
      and array_position(preview_peaks, null) is null
      -- NaN sorts above every number in Postgres, so it fails the upper bound too.
      and 0 <= all (preview_peaks) and 1 >= all (preview_peaks)
    )
  ),
  add constraint tracks_preview_duration_is_positive
    check (preview_duration_seconds > 0 and preview_duration_seconds < 86400);

-- Public like the preview itself, for visitors and signed-in users alike.
grant select (preview_peaks, preview_duration_seconds) on public.tracks to anon, authenticated;
