import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import 'bootstrap/dist/css/bootstrap.min.css';
import './app/app.css';
import { App, createAppRouter } from './app/App';
import { nextTask } from './backend/whenIdle';

// Running the entry's modules, building the router (which matches the address and starts its
// loaders) and the first render each take a while on a phone: in one long task, a tap would
// wait for all three (issue 30, blocking time). Each has a task of its own, and the render, as a
// transition, is done in slices between which the browser can answer.
await nextTask();
const router = createAppRouter();
await nextTask();
const root = createRoot(document.getElementById('root')!);
startTransition(() =>
  root.render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  ),
);
