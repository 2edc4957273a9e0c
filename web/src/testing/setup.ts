import { configure, fireEvent } from '@testing-library/dom'
import { options } from 'preact'

// `findBy…` and `waitFor` wait for a condition; on a busy CI machine (the server tests run beside
// these) a screen can take more than Testing Library's default second to get there.
configure({ asyncUtilTimeout: 5_000 })

// jsdom has `<dialog>` but not its modal methods; the drawers and confirmations need them.
if (typeof HTMLDialogElement !== 'undefined') {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true
  }
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    if (!this.open) return
    this.open = false
    this.dispatchEvent(new Event('close'))
  }
}

// A browser fires `input` as the visitor types in a text field, and `change` once they leave it.
// React's `onChange` on such a field listens to the first, and so does Preact (standing in for
// React, web/vite.config.ts), through the DOM's own `input` event. Testing Library's `change()`
// fires only `change`, which React's own event system turned into `onChange`: here a text
// field gets both, as from a browser.
const TYPED = /^(?!checkbox$|radio$|file$)/
const fireChange = fireEvent.change
fireEvent.change = (element, init) => {
  const typed =
    element instanceof HTMLTextAreaElement ||
    (element instanceof HTMLInputElement && TYPED.test(element.type))
  if (typed) fireEvent.input(element, init)
  return fireChange(element, init)
}

// Preact runs effects once the browser has painted the next frame. React runs those of an update
// from a store, a click or `act` before it paints, and these tests take that for granted: they
// look for what an effect does (focus moved, structured data in the head, a store subscribed) as
// soon as the render shows. Here effects run as soon as the render that scheduled them is done.
options.requestAnimationFrame = (flush) => queueMicrotask(flush)
