import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { Loading } from '@/components/ui/Loading'
import { useSettings } from '@/lib/api/get-settings'

// The form and its validation (zod) load only when the section nears the viewport, so they
// stay out of the home page's first download.
const ContactForm = lazy(() => import('./ContactForm'))

export function ContactSection() {
  const { data: settings } = useSettings()
  const ref = useRef<HTMLElement>(null)
  const near = useNearViewport(ref)
  return (
    <section
      ref={ref}
      id="contact"
      className="section container contact-section"
      // Named by the form's heading, once the form is there (the served page has none yet).
      aria-labelledby={near ? 'contact-title' : undefined}
    >
      {near ? (
        <Suspense fallback={<Loading />}>
          <ContactForm contactEmail={settings?.contact_email} />
        </Suspense>
      ) : null}
    </section>
  )
}

function useNearViewport(ref: React.RefObject<HTMLElement | null>) {
  const [near, setNear] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true)
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true)
          observer.disconnect()
        }
      },
      { rootMargin: '600px 0px' },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref])
  // A link to /#contact must find the form even before the section has scrolled into view.
  useEffect(() => {
    if (window.location.hash === '#contact') setNear(true)
  }, [])
  return near
}
