/**
 * The one forgot-password actor the three forgot-password routes share, so the flow (and the reset
 * token, kept only in memory) survives the route changes between request, verify and reset.
 * A route that does not match the running flow's step starts a new flow at its own step.
 */
import { useState } from 'react';
import { createActor, fromPromise, type Actor } from 'xstate';
import { forgotPasswordMachine, type ForgotPasswordInput } from '../../machines/forgot-password';
import { notify } from '../../ui/toaster';
import { authApi } from '../../app/session';

const browserForgotPassword = forgotPasswordMachine.provide({
  actors: {
    checkMail: fromPromise(({ input }) => authApi.checkmail(input)),
    checkCode: fromPromise(({ input }) => authApi.checkcode(input)),
    resendCode: fromPromise(({ input }) => authApi.resendcode(input)),
    resetPassword: fromPromise(({ input }) => authApi.resetpwd(input)),
  },
  actions: {
    notify: (_, { severity, body }) => notify({ severity, body }),
  },
});

export type ForgotPasswordActor = Actor<typeof forgotPasswordMachine>;

let current: ForgotPasswordActor | null = null;

/** Whether the running flow is at the step this route shows, for the same address. */
function fits(actor: ForgotPasswordActor, { step, email }: ForgotPasswordInput): boolean {
  const snapshot = actor.getSnapshot();
  if (snapshot.status !== 'active') return false;
  if (step === 'request') return snapshot.matches('request');
  if (snapshot.context.email !== email) return false;
  return step === 'verify' ? snapshot.matches('verify') : snapshot.matches('reset') || snapshot.matches('resetUnavailable');
}

function acquire(input: ForgotPasswordInput): ForgotPasswordActor {
  if (current && fits(current, input)) return current;
  current?.stop();
  current = createActor(browserForgotPassword, { input }).start();
  return current;
}

/** The flow actor for the screen of `input.step`; it outlives the screen so the next route reuses it. */
export function useForgotPasswordFlow(input: ForgotPasswordInput): ForgotPasswordActor {
  const [actor] = useState(() => acquire(input));
  return actor;
}

/** Ends the flow once the password is changed, so nothing of it stays in memory. */
export function endForgotPasswordFlow(actor: ForgotPasswordActor): void {
  actor.stop();
  if (current === actor) current = null;
}
