/**
 * The sign-in REST contract (spec §3, §7.1; DESIGN §5): payloads and answers shared by the client's
 * gateway and the server's routes. Fields marked "encoded" are base64 UTF-8 (see `encodeField`).
 */
import type { SessionUser } from './user';
import { encodeField } from './validation';

/**
 * Every answer's envelope. `status` 205/206 travel in the body with HTTP 200. Type aliases, not
 * interfaces: the server's route answers (`RouteAnswer`) take any further top-level field.
 */
export type Envelope<Data = undefined> = {
  status: number;
  messages: string;
  data?: Data;
  errors?: Record<string, string>;
};

export const AUTH_STATUS = { ok: 200, passwordChange: 205, twoFactor: 206 } as const;

export interface CaptchaData {
  id: string;
  svg: string;
}

/**
 * A served /login page carries its captcha (ADR 0135): the image inside the prerendered form, and the
 * same captcha as JSON in a data block with this id (a `<script type="application/json">`, never run).
 */
export const PAGE_CAPTCHA_ELEMENT_ID = 'page-captcha';

/** A captcha's SVG as an image address: shown as an image, never as markup in the page. */
export function captchaImageSource(svg: string): string {
  return `data:image/svg+xml;base64,${encodeField(svg)}`;
}

/** What the prerendered /login holds where the server puts each request's captcha. */
export const PAGE_CAPTCHA_SLOT: CaptchaData = {
  id: 'page-captcha-slot',
  svg: '<svg xmlns="http://www.w3.org/2000/svg" width="180" height="56"><!-- page captcha slot --></svg>',
};

/** POST /api/auth/checkin */
export interface CheckinPayload {
  email: string; // encoded
  password: string; // encoded, trimmed
  remeber_me: boolean; // spelled as the spec spells it
  captcha_id: string;
  captcha: string;
}
export type CheckinAnswer = Envelope & {
  token?: string;
  customer_id?: number | string;
};

/** POST /api/auth/checkotplogin and /api/auth/checkcode */
export interface CodePayload {
  email: string;
  customerid: number | string;
  code: string; // the four digits joined, encoded
}
/** checkotplogin answers the token in `data`; checkcode answers the reset token in `data`. */
export type CodeAnswer = Envelope<string>;

/** POST /api/auth/resendcode */
export interface ResendPayload {
  email: string;
  customerid: number | string;
}

/** POST /api/auth/checkmail */
export interface CheckmailPayload {
  email: string;
}
export type CheckmailAnswer = Envelope & {
  customer_id?: number | string;
};

/** POST /api/auth/resetpwd; `token` is the reset token from checkcode. */
export interface ResetPayload {
  email: string;
  password: string; // encoded
  confirmpassword: string; // encoded
  token: string;
}

export type WhoamiAnswer = Envelope<SessionUser>;
