import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { recordEarlyInput } from './early-input';

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
    const presses = recordEarlyInput(root);
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
    const presses = recordEarlyInput(root);
    byId('send').click();
    byId('outside').click();
    const replayed = vi.fn();
    document.addEventListener('click', replayed);
    presses.replay();
    expect(replayed).not.toHaveBeenCalled();
  });

  it('records nothing after stop() (React handles presses from hydration on), and replays once', () => {
    const { root, byId } = page();
    const presses = recordEarlyInput(root);
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
    const presses = recordEarlyInput(root);
    const menu = byId('menu');
    menu.click();
    menu.remove();
    const onMenu = vi.fn();
    menu.addEventListener('click', onMenu);
    presses.replay();
    expect(onMenu).not.toHaveBeenCalled();
  });
});

describe('text typed into a prerendered field before hydration', () => {
  // hydrateRoot is called directly here (Testing Library's render would not hydrate).
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  function Search() {
    const [query, setQuery] = useState('');
    const [, setTick] = useState(0);
    return (
      <form>
        <input aria-label="Search" value={query} onChange={(e) => setQuery(e.target.value)} />
        <p>query: {query}</p>
        <button type="button" onClick={() => setTick((t) => t + 1)}>Rerender</button>
      </form>
    );
  }

  it('reaches the component\'s state after hydration and survives its next render', async () => {
    document.body.innerHTML = `<div id="root">${renderToString(<Search />)}</div>`;
    const root = document.getElementById('root')!;
    const early = recordEarlyInput(root);
    const field = root.querySelector('input')!;
    field.value = 'burnout'; // typed while the app was loading
    early.stop();
    await act(async () => {
      hydrateRoot(root, <Search />);
    });
    await act(async () => early.replay());
    expect(root.querySelector('p')!.textContent).toBe('query: burnout');
    await act(async () => root.querySelector<HTMLButtonElement>('button')!.click());
    expect(field.value).toBe('burnout');
  });

  it('leaves untouched fields alone', async () => {
    document.body.innerHTML = `<div id="root">${renderToString(<Search />)}</div>`;
    const root = document.getElementById('root')!;
    const early = recordEarlyInput(root);
    const changes = vi.fn();
    root.addEventListener('input', changes);
    await act(async () => {
      hydrateRoot(root, <Search />);
    });
    early.replay();
    expect(changes).not.toHaveBeenCalled();
  });
});
