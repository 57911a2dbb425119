/**
 * Fan-out of committed mutations to realtime subscribers. Like AppSync, a subscriber sees
 * the mutation's response, so only the fields the mutation selected are forwarded (the
 * rest read as null) and subscription filters apply to that payload.
 */
import type { Item } from './filters.ts';
import type { MutationEvent } from './resolvers.ts';

export interface Subscriber {
  /** The mutation fields this subscription listens to (@aws_subscribe). */
  mutations: readonly string[];
  offer(payload: Item): void;
}

export class SubscriptionHub {
  private readonly byMutation = new Map<string, Set<Subscriber>>();

  add(subscriber: Subscriber): void {
    for (const mutation of subscriber.mutations) {
      let set = this.byMutation.get(mutation);
      if (!set) this.byMutation.set(mutation, (set = new Set()));
      set.add(subscriber);
    }
  }

  remove(subscriber: Subscriber): void {
    for (const mutation of subscriber.mutations) this.byMutation.get(mutation)?.delete(subscriber);
  }

  publish(event: MutationEvent): void {
    const subscribers = this.byMutation.get(event.mutation);
    if (!subscribers?.size) return;
    const payload: Item = { __typename: event.item.__typename };
    for (const field of event.selected) if (field in event.item) payload[field] = event.item[field];
    const targets = [...subscribers];
    // After the mutation's own response, in the same turn of the event loop: the writer's
    // response is sent from the promise chain this runs in, and a nextTick waits for that
    // chain to drain. (A setImmediate also waited behind every other request and file event
    // in the next poll phase: 50-100 ms when the process was busy.)
    process.nextTick(() => {
      for (const target of targets) {
        try {
          target.offer(payload);
        } catch {
          // One broken subscriber must not starve the others.
        }
      }
    });
  }
}
