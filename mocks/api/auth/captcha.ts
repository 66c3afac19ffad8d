import { Faker, base } from '@faker-js/faker';
import { MOCK_SEED, db } from '../../db/database';
import { asciiToBase64 } from '../../lib/bytes';

/** No 0/O, 1/I/L: a person must be able to read the code off the image. */
const CAPTCHA_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const WIDTH = 120;
const HEIGHT = 40;

function createCaptchaCode(f: Faker): string {
  return f.string.fromCharacters(CAPTCHA_ALPHABET, 4);
}

/**
 * An SVG captcha (the contract allows PNG or SVG base64): the four characters, each slightly
 * rotated, over a few noise lines. ASCII only, so plain `btoa` can encode it.
 */
function renderCaptchaBase64(code: string, f: Faker): string {
  const colour = (): string =>
    `rgb(${f.number.int({ min: 20, max: 140 })},${f.number.int({ min: 20, max: 140 })},${f.number.int({ min: 20, max: 140 })})`;
  const lines = Array.from({ length: 4 }, () => {
    const [x1, y1, x2, y2] = [f.number.int(WIDTH), f.number.int(HEIGHT), f.number.int(WIDTH), f.number.int(HEIGHT)];
    return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${colour()}" stroke-width="1"/>`;
  });
  const glyphs = Array.from(code).map((char, index) => {
    const x = 16 + index * 26;
    const y = 28 + f.number.int({ min: -3, max: 3 });
    const angle = f.number.int({ min: -25, max: 25 });
    return `<text x="${x}" y="${y}" font-size="24" font-family="Arial, sans-serif" font-weight="bold" fill="${colour()}" transform="rotate(${angle} ${x} ${y})">${char}</text>`;
  });
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">`,
    '<rect width="100%" height="100%" fill="#f3f4f6"/>',
    ...lines,
    ...glyphs,
    '</svg>',
  ].join('');
  return asciiToBase64(svg);
}

/**
 * Captchas draw from a generator of their own, seeded once: a reset re-seeds the data set's
 * generator, and behind the HTTP mocks every new test's data set is a reset, which made the next
 * captcha of another session repeat the last one (same uuid, same image: a refresh that changed
 * nothing).
 */
const captchaFaker = new Faker({ locale: [base] });
captchaFaker.seed(MOCK_SEED + 1);

export function createCaptcha(): { uuid: string; img: string } {
  const uuid = captchaFaker.string.uuid();
  const code = createCaptchaCode(captchaFaker);
  db.captchas.set(uuid, code);
  return { uuid, img: renderCaptchaBase64(code, captchaFaker) };
}

/** The stored answer, for tests that log in the way a person would. */
export function captchaAnswerOf(uuid: string): string | undefined {
  return db.captchas.get(uuid);
}

export type CaptchaCheck = 'ok' | 'wrong' | 'expired';

/** One attempt per captcha, as on the real backend; the always-valid code skips the lookup. */
export function checkCaptcha(uuid: string, answer: string, alwaysValid: string): CaptchaCheck {
  if (answer === alwaysValid) {
    db.captchas.delete(uuid);
    return 'ok';
  }
  const expected = db.captchas.get(uuid);
  if (expected === undefined) return 'expired';
  db.captchas.delete(uuid);
  return expected.toUpperCase() === answer.trim().toUpperCase() ? 'ok' : 'wrong';
}
