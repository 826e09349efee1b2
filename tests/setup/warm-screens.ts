import { SCREENS } from '../../src/app/screens';
import { warmScreens } from '../helpers/warm-screens';

// The components project shares a module graph between its files (decision 0092): every lazily
// loaded screen is imported here once per worker, in a hook, instead of inside the first test that
// renders it, where the first file of a run waited past its 5 s on a cold, busy machine. Later
// files find the modules loaded. Only the shared project uses this: in an isolated one it would
// import every screen again for each file.
warmScreens(...(Object.keys(SCREENS) as (keyof typeof SCREENS)[]));
