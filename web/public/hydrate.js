// Served pages (functions/render) arrive ready to read: the app that makes them interactive is
// fetched once the page has loaded and painted, so that nothing competes with what the visitor
// sees first. `data-entry` names the build's entry module.
;(() => {
  const entry = document.currentScript?.dataset.entry
  if (!entry) return
  const start = () => requestAnimationFrame(() => import(entry))
  if (document.readyState === 'complete') start()
  else addEventListener('load', start, { once: true })
})()
