// A prerendered page is on screen before React owns it (decisions 0065, 0068): its links work
// (they are <a href>), but a plain button (the drawer's "Menu", a top-bar menu) does nothing
// until hydration attaches its handler, so a first tap on a slow phone was lost. The entry
// records those presses while the app loads, and the app presses the same buttons again once
// the hydrated tree is committed. Only `type="button"` counts: a submit button already has the
// browser's own behaviour (the form submits), which a replay would repeat.

export interface EarlyPresses {
  /** Stops recording: React listens from here on (it replays presses during hydration itself). */
  stop(): void;
  /** Presses the recorded buttons again, in order, where they are still on the page. */
  replay(): void;
}

const pressable = (target: EventTarget | null, root: Element): HTMLButtonElement | null => {
  const button = target instanceof Element ? target.closest('button') : null;
  return button && button.type === 'button' && !button.disabled && root.contains(button) ? button : null;
};

/** Records presses on the plain buttons inside `root` until `stop()`. */
export function recordEarlyPresses(root: Element, doc: Document = document): EarlyPresses {
  const pressed: HTMLButtonElement[] = [];
  const onClick = (event: Event) => {
    const button = pressable(event.target, root);
    if (button) pressed.push(button);
  };
  doc.addEventListener('click', onClick, true);
  const stop = () => doc.removeEventListener('click', onClick, true);
  return {
    stop,
    replay() {
      stop();
      for (const button of pressed.splice(0)) if (button.isConnected && !button.disabled) button.click();
    },
  };
}
