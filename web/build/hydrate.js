// Served pages (functions/render) arrive ready to read: the app that makes them interactive is
// fetched once the page has loaded and is on screen, so that nothing competes with what the
// visitor sees first. `data-entry` names the build's entry module.
//
// `load` waits for the page's eager images (the largest one is what the visitor sees first). The
// frame after it paints them, and an animation frame callback runs before its frame is painted:
// the import waits for the callback of the frame after that one, then one task more, so that it
// starts once the page has been painted and shown.
;(() => {
  const entry = document.currentScript?.dataset.entry
  if (!entry) return
  const afterNextFrame = (then) => requestAnimationFrame(() => requestAnimationFrame(then))
  const start = () => afterNextFrame(() => setTimeout(() => import(entry), 0))
  if (document.readyState === 'complete') start()
  else addEventListener('load', start, { once: true })
})()
