import { type KeyboardEvent, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { IMAGE_SIZES, responsiveImage } from '@/lib/image'

const NEXT_KEYS = ['ArrowRight', 'ArrowDown']
const PREVIOUS_KEYS = ['ArrowLeft', 'ArrowUp']

/**
 * The main image and a row of thumbnails. The thumbnails are one tab stop: arrow keys, Home and
 * End move between them and show the image at once; Tab leaves the row.
 */
export function ProductGallery({ name, images }: { name: string; images: string[] }) {
  const { t } = useTranslation('shop')
  const [shown, setShown] = useState(0)
  const thumbnails = useRef<(HTMLButtonElement | null)[]>([])
  const total = images.length

  const show = (index: number) => {
    setShown(index)
    thumbnails.current[index]?.focus()
  }

  const onKeyDown = (event: KeyboardEvent) => {
    let next: number | null = null
    if (NEXT_KEYS.includes(event.key)) next = (shown + 1) % total
    else if (PREVIOUS_KEYS.includes(event.key)) next = (shown - 1 + total) % total
    else if (event.key === 'Home') next = 0
    else if (event.key === 'End') next = total - 1
    if (next === null) return
    event.preventDefault()
    show(next)
  }

  if (total === 0) return <div className="gallery__main gallery__main--empty" aria-hidden="true" />

  return (
    <div className="gallery">
      <img
        className="gallery__main"
        {...responsiveImage(images[shown] ?? '', IMAGE_SIZES.productPhoto)}
        alt={t('gallery.image', { name, index: shown + 1, total })}
        width={640}
        height={640}
        decoding="async"
      />
      {total > 1 ? (
        <fieldset className="gallery__thumbs" onKeyDown={onKeyDown}>
          <legend className="visually-hidden">{t('gallery.label')}</legend>
          {images.map((url, index) => (
            <button
              key={url}
              ref={(element) => {
                thumbnails.current[index] = element
              }}
              type="button"
              className="gallery__thumb"
              tabIndex={index === shown ? 0 : -1}
              aria-pressed={index === shown}
              aria-label={t('gallery.show', { index: index + 1, total })}
              onClick={() => show(index)}
            >
              <img
                {...responsiveImage(url, IMAGE_SIZES.thumbnail, 160)}
                alt=""
                width={80}
                height={80}
                loading="lazy"
                decoding="async"
              />
            </button>
          ))}
        </fieldset>
      ) : null}
    </div>
  )
}
