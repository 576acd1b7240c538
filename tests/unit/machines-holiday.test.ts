/** Unit tests of the holiday popup machine (spec §4, §8): shown once, dismissal stores the flag, failures only logged. */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { holidayPopupMachine, type HolidayAnswer } from '../../src/machines/holiday-popup';
import { createTokenStore, holidayFlagKey } from '../../src/gateway/token-store';

const THANKSGIVING: HolidayAnswer = {
  status: 200,
  messages: 'Upcoming holiday',
  data: { id: 7, holiday_name: 'Thanksgiving', message: 'Our office is closed.', holiday_from: '2026-11-26', holiday_to: '2026-11-27' },
};

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

/** The machine bound to an in-memory local storage, as the browser edge binds it to the real one. */
function popup(local: ReturnType<typeof memoryStorage>, answer: HolidayAnswer | Error = THANKSGIVING) {
  const calls: string[] = [];
  const actor = createActor(
    holidayPopupMachine.provide({
      actors: {
        readFlag: fromPromise(async () => local.getItem(holidayFlagKey()) !== null),
        fetchHoliday: fromPromise(async () => {
          calls.push('fetch');
          if (answer instanceof Error) throw answer;
          return answer;
        }),
      },
      actions: {
        'store flag': () => local.setItem(holidayFlagKey(), 'open'),
        'log failure': (_, { error }) => void calls.push(`log ${(error as Error).message}`),
      },
    }),
  ).start();
  return { actor, calls };
}

const settled = (actor: ReturnType<typeof popup>['actor']) =>
  waitFor(actor, (s) => s.matches('open') || s.status === 'done');

describe('holiday popup machine', () => {
  it('opens with the holiday name and message on a 200 answer', async () => {
    const { actor } = popup(memoryStorage());
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('open');
    expect(actor.getSnapshot().context.holiday).toEqual({ holiday_name: 'Thanksgiving', message: 'Our office is closed.' });
  });

  it('stores the flag under the encoded key on dismissal', async () => {
    const local = memoryStorage();
    const { actor } = popup(local);
    await settled(actor);
    actor.send({ type: 'popup.dismissed' });
    expect(actor.getSnapshot().value).toBe('dismissed');
    expect([...local.items.keys()]).toEqual([holidayFlagKey()]);
    expect(holidayFlagKey()).not.toBe('portal.holidayPopup');
  });

  it('is shown once: with the flag stored it stays hidden without asking the server', async () => {
    const local = memoryStorage();
    const first = popup(local);
    await settled(first.actor);
    first.actor.send({ type: 'popup.dismissed' });

    const second = popup(local);
    await settled(second.actor);
    expect(second.actor.getSnapshot().value).toBe('hidden');
    expect(second.actor.getSnapshot().context.holiday).toBeNull();
    expect(second.calls).toEqual([]);
  });

  it('shows again after logout cleared the flag', async () => {
    const local = memoryStorage();
    const first = popup(local);
    await settled(first.actor);
    first.actor.send({ type: 'popup.dismissed' });
    createTokenStore(local, memoryStorage(), { isSet: () => false, set: () => {}, clear: () => {} }).clear();

    const again = popup(local);
    await settled(again.actor);
    expect(again.actor.getSnapshot().value).toBe('open');
  });

  it('stays hidden on a non-200 answer (404 "No upcoming holiday"), logging nothing and storing no flag', async () => {
    const local = memoryStorage();
    const { actor, calls } = popup(local, { status: 404, messages: 'No upcoming holiday' });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('hidden');
    expect(calls).toEqual(['fetch']);
    expect(local.items.size).toBe(0);
  });

  it('stays hidden on a 200 answer without data', async () => {
    const { actor } = popup(memoryStorage(), { status: 200, messages: 'Upcoming holiday' });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('hidden');
  });

  it('only logs a failed call: hidden, no flag stored', async () => {
    const local = memoryStorage();
    const { actor, calls } = popup(local, new Error('offline'));
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('hidden');
    expect(calls).toEqual(['fetch', 'log offline']);
    expect(local.items.size).toBe(0);
  });

  it('asks the server when the flag cannot be read', async () => {
    const actor = createActor(
      holidayPopupMachine.provide({
        actors: {
          readFlag: fromPromise<boolean>(async () => {
            throw new Error('storage disabled');
          }),
          fetchHoliday: fromPromise(async () => THANKSGIVING),
        },
      }),
    ).start();
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('open');
  });
});
