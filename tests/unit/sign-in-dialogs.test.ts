/** The sign-in dialogs queue (src/machines/sign-in-dialogs.ts) beyond its model: odd and late reports. */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { nextDialog, signInDialogsMachine, type SignInDialog } from '../../src/machines/sign-in-dialogs';

const queue = (dialogs: SignInDialog[]) => createActor(signInDialogsMachine, { input: { dialogs } }).start();

describe('sign-in dialogs queue', () => {
  it('is done at once when the user has no sign-in dialog', () => {
    expect(queue([]).getSnapshot().status).toBe('done');
  });

  it('opens the only dialog of a user without a rating popup, and is done when it closes', () => {
    const actor = queue(['holiday']);
    actor.send({ type: 'dialog.due', dialog: 'holiday' });
    expect(actor.getSnapshot().context.current).toBe('holiday');
    actor.send({ type: 'dialog.settled', dialog: 'holiday' });
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('ignores a dialog it was not given, a repeated report, and a dialog due again after it settled', () => {
    const actor = queue(['holiday', 'rating']);
    actor.send({ type: 'dialog.due', dialog: 'rating' });
    actor.send({ type: 'dialog.due', dialog: 'rating' });
    expect(actor.getSnapshot().context).toMatchObject({ current: null, due: ['rating'] });
    actor.send({ type: 'dialog.settled', dialog: 'holiday' });
    actor.send({ type: 'dialog.due', dialog: 'holiday' });
    expect(actor.getSnapshot().context).toMatchObject({ current: 'rating', due: ['rating'], settled: ['holiday'] });
    // The open dialog stays open while another reports again.
    actor.send({ type: 'dialog.settled', dialog: 'holiday' });
    expect(actor.getSnapshot().context.current).toBe('rating');
    actor.send({ type: 'dialog.settled', dialog: 'rating' });
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('names the next dialog only once every earlier one has settled', () => {
    const order: SignInDialog[] = ['holiday', 'rating'];
    expect(nextDialog({ order, due: ['rating'], settled: [] })).toBeNull();
    expect(nextDialog({ order, due: ['rating'], settled: ['holiday'] })).toBe('rating');
    expect(nextDialog({ order, due: ['holiday', 'rating'], settled: [] })).toBe('holiday');
    expect(nextDialog({ order, due: [], settled: ['holiday', 'rating'] })).toBeNull();
  });
});
