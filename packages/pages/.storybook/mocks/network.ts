import { http, HttpResponse, type HttpHandler } from 'msw';
import type { CallName } from '@art-portal/api-client';
import { callMethod, callUrl } from './callUrl';

/** Calls whose network a story takes down and brings back. */
export type SwitchableNetwork = {
  /** For `parameters.msw`: while the network is down the calls get no answer at all; once it is up the fixtures answer. */
  handlers: HttpHandler[];
  /** Call in the story's `beforeEach`: the network is down when the page first asks, and no call is counted yet. */
  goDown: () => void;
  goUp: () => void;
  /** How many times the page made the call `name`, answered or not. */
  count: (name: CallName) => number;
};

/** A dropped connection for the calls `names`, switched by the story. */
export function switchableNetwork(...names: CallName[]): SwitchableNetwork {
  let up = false;
  const counts = new Map<CallName, number>();
  return {
    handlers: names.map((name) =>
      http[callMethod(name)](callUrl(name), () => {
        counts.set(name, (counts.get(name) ?? 0) + 1);
        return up ? undefined : HttpResponse.error();
      }),
    ),
    goDown: () => {
      up = false;
      counts.clear();
    },
    goUp: () => {
      up = true;
    },
    count: (name) => counts.get(name) ?? 0,
  };
}
