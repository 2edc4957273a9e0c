import { configure } from '@testing-library/dom'

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
