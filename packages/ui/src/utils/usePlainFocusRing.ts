import { useEffect, useState } from 'react';

/** Whether the last interaction was a pointer's (mouse, touch, pen) rather than the keyboard's. */
let pointerLast = false;
let listening = false;

function listen() {
  if (listening) return;
  listening = true;
  document.addEventListener('keydown', () => (pointerLast = false), true);
  document.addEventListener('pointerdown', () => (pointerLast = true), true);
}

/**
 * The keyboard focus ring of a plain `<button>` that focus comes back to by script (the header's
 * menu buttons, when their drawer or menu closes), shown as react-aria shows it: unless the last
 * interaction was a pointer's. The browser's `:focus-visible` would show it after a click or a tap
 * too, when script returns focus. Spread the props on the button and style `&[data-focus-visible]`.
 */
export function usePlainFocusRing() {
  const [isFocusVisible, setFocusVisible] = useState(false);
  useEffect(listen, []);
  return {
    'data-focus-visible': isFocusVisible || undefined,
    onFocus: () => setFocusVisible(!pointerLast),
    onBlur: () => setFocusVisible(false),
    // A key pressed on a button focused by a click shows the ring from then on.
    onKeyDown: () => setFocusVisible(true),
  };
}
