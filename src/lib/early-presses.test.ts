import { describe, expect, it, vi } from 'vitest';
import { recordEarlyPresses } from './early-presses';

function page() {
  document.body.innerHTML = `
    <div id="root">
      <button type="button" id="menu"><span id="label">Menu</span></button>
      <button type="button" id="explore">Explore</button>
      <form><button id="send">Send</button></form>
      <button type="button" id="off" disabled>Off</button>
    </div>
    <button type="button" id="outside">Outside</button>`;
  const root = document.getElementById('root')!;
  const byId = (id: string) => document.getElementById(id)!;
  return { root, byId };
}

describe('presses on a prerendered page before hydration', () => {
  it('presses the plain buttons again, in order, once the app owns them (a press on a button\'s label counts)', () => {
    const { root, byId } = page();
    const presses = recordEarlyPresses(root);
    byId('label').click();
    byId('explore').click();
    const seen: string[] = [];
    root.addEventListener('click', (e) => seen.push((e.target as Element).id));
    presses.replay();
    expect(seen).toEqual(['menu', 'explore']);
  });

  it('leaves submit buttons (the browser submits the form), disabled buttons and buttons outside the page alone', () => {
    const { root, byId } = page();
    byId('send').closest('form')!.addEventListener('submit', (e) => e.preventDefault());
    const presses = recordEarlyPresses(root);
    byId('send').click();
    byId('outside').click();
    const replayed = vi.fn();
    document.addEventListener('click', replayed);
    presses.replay();
    expect(replayed).not.toHaveBeenCalled();
  });

  it('records nothing after stop() (React handles presses from hydration on), and replays once', () => {
    const { root, byId } = page();
    const presses = recordEarlyPresses(root);
    byId('menu').click();
    presses.stop();
    byId('explore').click();
    const seen: string[] = [];
    root.addEventListener('click', (e) => seen.push((e.target as Element).id));
    presses.replay();
    presses.replay();
    expect(seen).toEqual(['menu']);
  });

  it('skips a button that left the page before the app started', () => {
    const { root, byId } = page();
    const presses = recordEarlyPresses(root);
    const menu = byId('menu');
    menu.click();
    menu.remove();
    const onMenu = vi.fn();
    menu.addEventListener('click', onMenu);
    presses.replay();
    expect(onMenu).not.toHaveBeenCalled();
  });
});
