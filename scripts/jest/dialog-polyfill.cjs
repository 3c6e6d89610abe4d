// jsdom has <dialog> and its `open` but not showModal() nor close(): what the browser does for a modal
// here, so components that use ModalDialog run as in a browser. Tab kept inside and the inert page
// behind are the browser's alone: the browser tests check them.
const { HTMLDialogElement, document } = globalThis;
if (HTMLDialogElement && !HTMLDialogElement.prototype.showModal) {
  const FOCUSABLE =
    'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
  const modals = [];
  HTMLDialogElement.prototype.showModal = function showModal() {
    if (this.open) throw new DOMException('already open', 'InvalidStateError');
    this.setAttribute('open', '');
    modals.push(this);
    // the dialog focusing steps: [autofocus] first, else the first focusable control
    (this.querySelector('[autofocus]') ?? this.querySelector(FOCUSABLE))?.focus();
  };
  HTMLDialogElement.prototype.close = function close(returnValue) {
    if (!this.open) return;
    if (returnValue !== undefined) this.returnValue = returnValue;
    this.removeAttribute('open');
    modals.splice(modals.indexOf(this), 1);
    this.dispatchEvent(new Event('close'));
  };
  // Escape asks the topmost modal to cancel; unless its cancel event is refused, it closes
  document.addEventListener('keydown', (event) => {
    const top = modals.at(-1);
    if (event.key !== 'Escape' || !top || !top.isConnected) return;
    if (top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close();
  });
}
