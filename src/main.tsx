import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import 'bootstrap/dist/css/bootstrap.min.css';
import './app/app.css';
import { App } from './app/App';
import { routes } from './app/router';

// Running the app's modules and starting the router are two tasks, not one: on a slow phone the
// two together held the main thread for 250 ms or more (Lighthouse's Total Blocking Time).
await new Promise((resolve) => setTimeout(resolve, 0));
const router = createBrowserRouter(routes);

// The first render as a transition: React renders it in slices of a few milliseconds, yielding
// to the browser between them, instead of one long task that blocks input (on a slow phone the
// first render of a page took 100-250 ms in one piece).
const root = createRoot(document.getElementById('root')!);
startTransition(() => {
  root.render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
});
