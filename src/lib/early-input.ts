// A prerendered page is on screen before React owns it (decisions 0065, 0068, 0090): its links
// work (they are <a href>), but a plain button (the drawer's "Menu", a top-bar menu) does nothing
// until hydration attaches its handler, and text typed into a field stays in the field while the
// component's state still holds the rendered value, so the next render empties it. The entry
// records presses while the app loads; once the hydrated tree is committed the same buttons are
// pressed again and typed text is handed to React as a change. Only `type="button"` presses
// count: a submit button already has the browser's own behaviour (the form submits), which a
// replay would repeat.

export interface EarlyInput {
  /** Stops recording presses: React listens from here on (it handles presses during hydration itself). */
  stop(): void;
  /** After hydration: presses the recorded buttons again, in order, and hands typed text to React. */
  replay(): void;
}

const pressable = (target: EventTarget | null, root: Element): HTMLButtonElement | null => {
  const button = target instanceof Element ? target.closest('button') : null;
  return button && button.type === 'button' && !button.disabled && root.contains(button) ? button : null;
};

const TEXT_TYPES = new Set(['text', 'search', 'email', 'url', 'tel', 'password', 'number']);

/**
 * A field whose text differs from the value it was rendered with was typed into before React
 * owned it. React notices a change only against the value it last saw (the rendered one, which is
 * still its state): the field goes back to that value through its own setter and the typed text
 * returns through the element's native setter, then an `input` event tells React, as typing would.
 */
function handTypedTextToReact(root: Element): void {
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    if (field instanceof HTMLInputElement && !TEXT_TYPES.has(field.type)) continue;
    const typed = field.value;
    if (typed === field.defaultValue) continue;
    const proto = field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
    const setNative = Object.getOwnPropertyDescriptor(proto, 'value')?.set;
    if (!setNative) continue;
    field.value = field.defaultValue;
    setNative.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/** Records presses on the plain buttons inside `root` until `stop()`. */
export function recordEarlyInput(root: Element, doc: Document = document): EarlyInput {
  const pressed: HTMLButtonElement[] = [];
  const onClick = (event: Event) => {
    const button = pressable(event.target, root);
    if (button) pressed.push(button);
  };
  doc.addEventListener('click', onClick, true);
  const stop = () => doc.removeEventListener('click', onClick, true);
  let replayed = false;
  return {
    stop,
    replay() {
      stop();
      if (replayed) return;
      replayed = true;
      handTypedTextToReact(root);
      for (const button of pressed.splice(0)) if (button.isConnected && !button.disabled) button.click();
    },
  };
}
