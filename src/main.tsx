import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import 'bootstrap/dist/css/bootstrap.min.css';
import './app/app.css';
import { App } from './app/App';

// The first render as a transition: React renders it in slices of a few milliseconds, yielding
// to the browser between them, instead of one long task that blocks input (Lighthouse's Total
// Blocking Time; on a slow phone the first render of a page took 100-250 ms in one piece).
const root = createRoot(document.getElementById('root')!);
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
