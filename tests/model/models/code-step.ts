/** The code step the two-factor and forgot-password models share: type, submit, wait for zero, resend. */
const PLEASE_WAIT = 'The Verify button reads "Please Wait..." and is disabled';

export function codeStates(onAccepted: string) {
  return {
    counting: {
      description: 'Four empty digit boxes, the countdown near 1:30, Verify and "Resend code" disabled',
      on: {
        'code.typedRight': 'filledRight',
        'code.pastedRight': 'filledRight',
        'code.typedWrong': 'filledWrong',
        'countdown.expired': 'expired',
      },
    },
    filledRight: { description: 'The four boxes hold the mailed code; Verify is enabled', on: { 'code.submitted': 'checkingRight' } },
    filledWrong: { description: 'The four boxes hold a wrong code; Verify is enabled', on: { 'code.submitted': 'checkingWrong' } },
    checkingRight: { description: PLEASE_WAIT, on: { 'server.answered': onAccepted } },
    checkingWrong: { description: PLEASE_WAIT, on: { 'server.answered': 'rejected', 'server.unreachable': 'unreachable' } },
    rejected: { description: 'The server\'s message ("Wrong code, n tries left") shows' },
    unreachable: { description: 'A message says the code could not be checked' },
    expired: { description: 'The countdown reads 0:00 and "Resend code" is enabled', on: { 'code.resend': 'resending' } },
    resending: { description: '"Resend code" is disabled while the new code is sent', on: { 'server.answered': 'resent', 'server.refused': 'resendRefused' } },
    resent: { description: '"Verification code has been sent"; the boxes are empty and the countdown is back near 1:30' },
    resendRefused: { description: '"Failed to re resend verification code, " and the server\'s reason' },
  };
}

/** What a tester does for each event of the code step. */
export const CODE_STEPS: Record<string, string> = {
  'code.typedRight': 'Type the code from the mail into the four boxes',
  'code.pastedRight': 'Paste the code from the mail into the first box',
  'code.typedWrong': 'Type a wrong four-digit code',
  'code.submitted': 'Press Verify',
  'countdown.expired': 'Wait until the countdown reaches 0:00 (90 seconds)',
  'code.resend': 'Type two digits, then press "Resend code"',
  'server.answered': 'Let the server answer',
  'server.unreachable': 'Make the request fail (offline)',
  'server.refused': 'Ask again within the server\'s 90-second resend window, so it refuses',
};

/** The code step's model states → the real machine's. */
export const codeReal = (machine: string, prefix: string): Record<string, string> => ({
  [`${prefix}.counting`]: `${machine}.editing`,
  [`${prefix}.filledRight`]: `${machine}.editing`,
  [`${prefix}.filledWrong`]: `${machine}.editing`,
  [`${prefix}.checkingRight`]: `${machine}.checking`,
  [`${prefix}.checkingWrong`]: `${machine}.checking`,
  [`${prefix}.rejected`]: `${machine}.editing`,
  [`${prefix}.unreachable`]: `${machine}.editing`,
  [`${prefix}.expired`]: `${machine}.editing`,
  [`${prefix}.resending`]: `${machine}.resending`,
  [`${prefix}.resent`]: `${machine}.editing`,
  [`${prefix}.resendRefused`]: `${machine}.editing`,
});
