import { Fragment, options } from 'preact'

// `<p>{genre} · {t('bpm', { bpm })}</p>` has three text children, which the browser creates as
// three text nodes. The served HTML has them as one ("House · 122 BPM"), as HTML has no way to
// write adjacent text nodes: hydrating, Preact cut that node down to the first child's text and
// created the others anew, on every served page. Joining each element's adjacent text children
// into one, as the HTML has them, makes the browser's tree the served one.

type Child = unknown

const isText = (child: Child): child is string | number =>
  typeof child === 'string' || typeof child === 'number'

/** What renders nothing, so that the texts on either side of it are adjacent. */
const isNothing = (child: Child) => child == null || typeof child === 'boolean'

/**
 * The children with each run of adjacent texts joined into its first place; the places it took
 * from the others become `null`, so that every other child keeps its index (Preact matches
 * children by index between renders). A lone empty text (no node in the HTML) becomes `null` too.
 * The same array when nothing is to be joined.
 */
export function joinedTextChildren(children: Child[]): Child[] {
  let joined: Child[] | undefined
  let runStart = -1
  const closeRun = () => {
    if (joined && runStart >= 0 && joined[runStart] === '') joined[runStart] = null
    runStart = -1
  }
  for (let index = 0; index < children.length; index++) {
    const child = children[index]
    if (isText(child)) {
      if (runStart < 0) {
        runStart = index
        if (child === '') joined ??= [...children]
        continue
      }
      joined ??= [...children]
      joined[runStart] = `${joined[runStart]}${child}`
      joined[index] = null
    } else if (!isNothing(child)) {
      closeRun()
    }
  }
  closeRun()
  return joined ?? children
}

let installed = false

/** Joins adjacent text children of every DOM element and fragment the app creates (see above). */
export function joinAdjacentText() {
  if (installed) return
  installed = true
  const next = options.vnode
  options.vnode = (vnode) => {
    const props = vnode.props as { children?: Child }
    // An element's children, or a fragment's, which are its parent element's in the page.
    if (typeof vnode.type === 'string' || vnode.type === Fragment) {
      if (Array.isArray(props.children)) props.children = joinedTextChildren(props.children)
      else if (props.children === '') props.children = null
    }
    next?.(vnode)
  }
}
