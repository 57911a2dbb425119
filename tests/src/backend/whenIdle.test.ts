/**
 * whenIdle: work a screen puts off starts once no loading card is on the page for five frames and
 * the browser is idle, or after its timeout however the page looks (issue 30).
 */
// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from '../../../src/backend/whenIdle';

describe('whenIdle', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // A frame every 16 ms; the idle callback as soon as nothing else is due.
    vi.stubGlobal('requestAnimationFrame', (task: () => void) => setTimeout(task, 16));
    vi.stubGlobal('cancelAnimationFrame', (handle: ReturnType<typeof setTimeout>) => clearTimeout(handle));
    vi.stubGlobal('requestIdleCallback', (task: () => void) => setTimeout(task, 0));
    vi.stubGlobal('cancelIdleCallback', (handle: ReturnType<typeof setTimeout>) => clearTimeout(handle));
  });
  afterEach(() => {
    document.body.innerHTML = '';
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  const showLoadingCard = () => {
    const card = document.createElement('div');
    card.setAttribute('data-screen-loading', '');
    document.body.append(card);
    return card;
  };

  // Each frame is followed by a task (a timer: 1 ms here), so five frames take 5 x 17 ms.
  it('runs after five frames and the idle callback when the page shows no loading card', async () => {
    const task = vi.fn();
    whenIdle(task);
    await vi.advanceTimersByTimeAsync(4 * 17);
    expect(task).not.toHaveBeenCalled(); // four frames shown
    await vi.advanceTimersByTimeAsync(17 + 1); // the fifth, then the idle callback (a timer)
    expect(task).toHaveBeenCalledOnce();
  });

  it('waits while a loading card is on the page, and counts the frames from when it goes', async () => {
    const card = showLoadingCard();
    const task = vi.fn();
    whenIdle(task);
    await vi.advanceTimersByTimeAsync(1000);
    expect(task).not.toHaveBeenCalled();
    card.remove();
    await vi.advanceTimersByTimeAsync(4 * 17);
    expect(task).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2 * 17);
    expect(task).toHaveBeenCalledOnce();
  });

  it('runs after its timeout when the loading card stays', async () => {
    showLoadingCard();
    const task = vi.fn();
    whenIdle(task, 500);
    await vi.advanceTimersByTimeAsync(480);
    expect(task).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(40);
    expect(task).toHaveBeenCalledOnce();
  });

  it('runs after its timeout in a tab that paints no frames', async () => {
    vi.stubGlobal('requestAnimationFrame', () => 0);
    const task = vi.fn();
    whenIdle(task, 500);
    await vi.advanceTimersByTimeAsync(499);
    expect(task).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2);
    expect(task).toHaveBeenCalledOnce();
  });

  it('never runs once cancelled', async () => {
    const task = vi.fn();
    const cancel = whenIdle(task);
    await vi.advanceTimersByTimeAsync(16);
    cancel();
    await vi.advanceTimersByTimeAsync(5000);
    expect(task).not.toHaveBeenCalled();
  });
});
