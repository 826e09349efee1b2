// The entry of index.html. A prerendered page is already on screen (decision 0065): the app's
// modules (React, the router, the machines; src/boot.tsx) are evaluated only after the browser
// has painted it, so their evaluation never delays the first paint (decision 0068). The
// prerendered HTML preloads them, so they are fetched meanwhile.
import './styles/global.css';

const prerendered = document.getElementById('root')?.firstElementChild != null;
const start = () => void import('./boot').then((app) => app.boot());

// A frame, then a task: the paint of that frame has happened.
if (prerendered) requestAnimationFrame(() => setTimeout(start, 0));
else start();
