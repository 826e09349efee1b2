// The Chromium the test suites drive: CHROMIUM_PATH when set, else Debian's headless shell (the
// same Blink and V8 without the browser's UI: a quarter less CPU and wall time for the e2e suite
// on this machine, decision 0100), else the full browser.
import { existsSync } from 'node:fs';

export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const FULL_CHROMIUM = '/usr/bin/chromium';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH
  ?? (existsSync(HEADLESS_SHELL) || !existsSync(FULL_CHROMIUM) ? HEADLESS_SHELL : FULL_CHROMIUM);

/** Flags for a closed network and a root user (ARCHITECTURE.md, "Facts about this machine"). */
export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];
