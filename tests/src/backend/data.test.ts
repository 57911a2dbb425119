/** The data client loaded on first use (src/backend/data.ts), and subscriptions opened once it has. */
import { describe, expect, it, vi } from 'vitest';

const opened = vi.hoisted(() => ({ unsubscribe: vi.fn() }));
vi.mock('../../../src/backend/amplify', () => ({}));
vi.mock('../../../src/backend/dataClient', () => ({ client: { name: 'the client' } }));

const { dataClient, subscribeWhenLoaded } = await import('../../../src/backend/data');
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('dataClient', () => {
  it('loads the client once and gives the same one to every caller', async () => {
    const [first, second] = await Promise.all([dataClient(), dataClient()]);
    expect(first).toEqual({ name: 'the client' });
    expect(second).toBe(first);
  });

  it('gives the client to each caller in a task of its own, so their first calls do not add up to one long task', async () => {
    const order: string[] = [];
    const first = dataClient().then(() => {
      order.push('first caller');
      // Runs at the end of the first caller's task: before the second caller if that is a new task.
      queueMicrotask(() => order.push("first caller's task ends"));
    });
    const second = dataClient().then(() => order.push('second caller'));
    await Promise.all([first, second]);
    expect(order).toEqual(['first caller', "first caller's task ends", 'second caller']);
  });
});

describe('subscribeWhenLoaded', () => {
  it('opens the subscription with the loaded client, and stopping closes it', async () => {
    const open = vi.fn(() => ({ unsubscribe: opened.unsubscribe }));
    const stop = subscribeWhenLoaded(open, () => undefined);
    await vi.waitFor(() => expect(open).toHaveBeenCalledWith({ name: 'the client' }));
    stop();
    expect(opened.unsubscribe).toHaveBeenCalledOnce();
  });

  it('opens nothing when stopped before the client has loaded', async () => {
    const open = vi.fn(() => ({ unsubscribe: () => undefined }));
    subscribeWhenLoaded(open, () => undefined)();
    // Another caller given the client since: the stopped subscription's turn has passed too.
    await dataClient();
    await settle();
    expect(open).not.toHaveBeenCalled();
  });
});
