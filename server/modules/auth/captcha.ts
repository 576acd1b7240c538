/**
 * Captchas (spec §5: 6 letters/digits): the text comes from the CSPRNG, svg-captcha draws it, and the
 * answer is kept hashed in the database (any server process can check it), valid 5 minutes, single
 * use whatever the outcome.
 */
import { createHash, randomInt, randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { CaptchaData } from '../../../src/domain/auth-contract';
import { CAPTCHA_LENGTH } from '../../../src/domain/validation';
import type { Db } from '../../db/client';
import { captchas } from '../../db/schema';

/** Letters and digits without the look-alikes (0/O/o, 1/l/I/i, 5/S/s, 2/Z/z, 8/B, 9/g/q, u/v/V/U...). */
const CHARSET = 'ACDEFGHJKLMNPQRTWXYabcdefhjkmnprtwxy34679';
const TTL_MS = 5 * 60_000;

// svg-captcha's main export draws a given text; its type file declares only the helpers.
const draw = createRequire(import.meta.url)('svg-captcha') as (
  text: string,
  options: { width?: number; height?: number; fontSize?: number; noise?: number; color?: boolean; background?: string },
) => string;

export function hashAnswer(id: string, answer: string): string {
  // Compared case-insensitively: upper and lower case are easy to confuse in a distorted image.
  return createHash('sha256').update(`${id}:${answer.trim().toLowerCase()}`).digest('hex');
}

export async function issueCaptcha(db: Db, now = new Date()): Promise<CaptchaData> {
  let text = '';
  for (let i = 0; i < CAPTCHA_LENGTH; i++) text += CHARSET[randomInt(CHARSET.length)];
  const id = randomUUID();
  const svg = draw(text, { width: 180, height: 56, fontSize: 52, noise: 2, color: true, background: '#f4f6f8' });
  await db.delete(captchas).where(lt(captchas.expiresAt, now));
  await db.insert(captchas).values({ id, answerHash: hashAnswer(id, text), expiresAt: new Date(now.getTime() + TTL_MS) });
  return { id, svg };
}

/** Deletes the captcha (single use) and tells whether the answer matched and it was still valid. */
export async function consumeCaptcha(
  db: Db,
  id: string,
  answer: string,
  testMode: boolean,
  now = new Date(),
): Promise<boolean> {
  const [row] = await db
    .delete(captchas)
    .where(and(eq(captchas.id, id), gt(captchas.expiresAt, now)))
    .returning({ answerHash: captchas.answerHash });
  if (!row) return false;
  if (testMode && answer === 'PASSED') return true;
  return row.answerHash === hashAnswer(id, answer);
}
