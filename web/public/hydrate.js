// Served pages (functions/render) arrive ready to read: the app that makes them interactive is
// fetched once the page has loaded and painted, so that nothing competes with what the visitor
// sees first. `data-entry` names the build's entry module.
//
// `load` waits for the page's eager images (the largest one is what the visitor sees first). An
// animation frame callback runs before that frame is painted, so the import waits one task more:
// a timer set from the callback fires after the paint.
;(() => {
  const entry = document.currentScript?.dataset.entry
  if (!entry) return
  const start = () => requestAnimationFrame(() => setTimeout(() => import(entry), 0))
  if (document.readyState === 'complete') start()
  else addEventListener('load', start, { once: true })
})()
