/**
 * The dashboard's live machine on a simulated clock: a burst of 1,000 pushed events is one refresh
 * per affected card, a steady stream refreshes at most once a window, events for cards not shown do
 * nothing, and a restored connection refreshes every shown card. Also the card table: which record
 * types touch which cards, and who sees which card.
 */
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { CARD_KEYS, CARDS_OF_RECORD, DASHBOARD_CARDS, cardsAffectedBy, visibleCards, type DashboardCard } from '../../src/domain/dashboard-cards';
import { groupPermissions } from '../../src/domain/permissions';
import { dashboardLiveMachine, REFRESH_WINDOW_MS } from '../../src/machines/dashboard-live';
import { DASHBOARD_CARDS as SERVER_CARDS } from '../../server/modules/dashboard/routes';
import { DEMO_ACCOUNTS } from './demo-accounts';

function start(cards: readonly DashboardCard[] = DASHBOARD_CARDS) {
  const clock = new SimulatedClock();
  const actor = createActor(dashboardLiveMachine, { clock, input: { cards } });
  const refreshes: DashboardCard[][] = [];
  actor.on('refresh', ({ cards: stale }) => refreshes.push([...stale]));
  actor.start();
  return { clock, actor, refreshes };
}

describe('dashboard live machine', () => {
  it('turns a burst of 1,000 events into one refresh per affected card', () => {
    const live = start();
    const types = ['project', 'review', 'invoice', 'storage'];
    for (let i = 0; i < 1000; i += 1) live.actor.send({ type: 'record.changed', recordType: types[i % types.length] ?? 'project' });
    expect(live.refreshes).toEqual([]);
    live.clock.increment(REFRESH_WINDOW_MS);
    expect(live.refreshes).toHaveLength(1);
    const [refresh = []] = live.refreshes;
    expect(new Set(refresh).size).toBe(refresh.length);
    expect(new Set(refresh)).toEqual(new Set(types.flatMap((type) => CARDS_OF_RECORD[type] ?? [])));
    live.clock.increment(REFRESH_WINDOW_MS * 10);
    expect(live.refreshes).toHaveLength(1);
    expect(live.actor.getSnapshot().value).toBe('quiet');
  });

  it('refreshes a steady stream at most once a window, the window not pushed back by new events', () => {
    const live = start();
    for (let ms = 0; ms < REFRESH_WINDOW_MS * 5; ms += 100) {
      live.actor.send({ type: 'record.changed', recordType: 'project' });
      live.clock.increment(100);
    }
    expect(live.refreshes.length).toBeGreaterThanOrEqual(4);
    expect(live.refreshes.length).toBeLessThanOrEqual(5);
    for (const refresh of live.refreshes) expect(refresh).toEqual(cardsAffectedBy('project', DASHBOARD_CARDS));
  });

  it('ignores events for cards not shown and unknown record types', () => {
    const live = start(['countdetails', 'npschart']);
    live.actor.send({ type: 'record.changed', recordType: 'invoice' });
    live.actor.send({ type: 'record.changed', recordType: 'holiday' });
    live.actor.send({ type: 'record.changed', recordType: 'no-such-type' });
    expect(live.actor.getSnapshot().value).toBe('quiet');
    live.clock.increment(REFRESH_WINDOW_MS);
    expect(live.refreshes).toEqual([]);
    live.actor.send({ type: 'record.changed', recordType: 'review' });
    live.clock.increment(REFRESH_WINDOW_MS);
    expect(live.refreshes).toEqual([['countdetails', 'npschart']]);
  });

  it('refreshes every shown card when the connection comes back', () => {
    const live = start(['countdetails', 'projectstatus', 'invoice']);
    live.actor.send({ type: 'connection.restored' });
    live.clock.increment(REFRESH_WINDOW_MS);
    expect(live.refreshes).toEqual([['countdetails', 'projectstatus', 'invoice']]);
  });

  it('drops stale cards that stop being shown before the window closes', () => {
    const live = start(['countdetails', 'invoice', 'invoicegraph']);
    live.actor.send({ type: 'record.changed', recordType: 'invoice' });
    live.actor.send({ type: 'cards.shown', cards: ['countdetails', 'invoicegraph'] });
    live.clock.increment(REFRESH_WINDOW_MS);
    expect(live.refreshes).toEqual([['invoicegraph']]);
    live.actor.send({ type: 'record.changed', recordType: 'invoice' });
    live.actor.send({ type: 'cards.shown', cards: ['countdetails'] });
    live.clock.increment(REFRESH_WINDOW_MS);
    expect(live.refreshes).toEqual([['invoicegraph']]);
  });
});

describe('dashboard cards', () => {
  it('names the same cards and keys as the server', () => {
    expect(Object.keys(SERVER_CARDS).sort()).toEqual(DASHBOARD_CARDS.filter((card) => card !== 'countdetails').sort());
    for (const [card, spec] of Object.entries(SERVER_CARDS)) expect(CARD_KEYS[card as DashboardCard], card).toBe(spec.key);
  });

  it('maps only real cards to record types', () => {
    for (const cards of Object.values(CARDS_OF_RECORD)) for (const card of cards) expect(DASHBOARD_CARDS).toContain(card);
  });

  it('shows each demo account the cards of the keys it holds, no invoices on guest billing', () => {
    for (const account of DEMO_ACCOUNTS) {
      const permissions = groupPermissions(account.keys.flatMap((key) => [`${key}.view`]));
      const cards = visibleCards(permissions, account.user.billing_type);
      expect(cards[0], account.email).toBe('countdetails');
      const invoices = account.keys.includes('Invoice') && account.user.billing_type !== 'guest_account';
      expect(cards.includes('invoice'), account.email).toBe(invoices);
      expect(cards.includes('projectstatus'), account.email).toBe(account.keys.includes('Enq'));
      expect(cards.includes('partners'), account.email).toBe(account.keys.includes('Partner'));
    }
  });
});
