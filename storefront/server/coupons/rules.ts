import { randomInt } from 'node:crypto';
import { FLASH_SALE } from '../../core/catalogue/content';
import { WHEEL_SEGMENTS } from '../../core/domain/wheel';

/**
 * Every rule of the store's coupons, in one place: the wheel's odds, how long a prize is valid, the
 * flash sale's window and how hard the server is on guessers. `couponRulesFromEnv` reads the
 * operator's overrides (README, Configuration).
 */

/**
 * The wheel's odds: a weight for each segment of WHEEL_SEGMENTS (Try Again, R500, R1000, R2000), so
 * 60 : 28 : 10 : 2 means a prize on 4 spins in 10, and R 2 000 on 1 in 50.
 * `NEXUS_WHEEL_ODDS=0,0,1,0` makes every spin win R 1 000 (the e2e tests use it).
 */
export const DEFAULT_WHEEL_ODDS: readonly number[] = [60, 28, 10, 2];

/** A wheel voucher is valid for 30 days (docs/decisions.md, Coupons). */
export const VOUCHER_VALID_MS = 30 * 24 * 60 * 60 * 1000;

/** FLASH30's discount on the goods, in whole percent. */
export const FLASH_PERCENT = 15;

export interface CouponRules {
  wheelOdds: readonly number[];
  /** When the flash sale ends (the server's clock decides). */
  flashSaleEndsAt: Date;
  /** Spins one client address may make per `spinWindowMs`, whatever devices it claims to be. */
  spinsPerAddress: number;
  spinWindowMs: number;
  /** Wrong codes one client address may try per `wrongCodeWindowMs` before it gets 429. */
  wrongCodesPerAddress: number;
  wrongCodeWindowMs: number;
}

/**
 * Spins one client address may make a day. Each browser and each account spins once; the address cap
 * only stops one machine minting coupons by throwing its cookies away, and is high because a mobile
 * carrier puts many South African shoppers behind one address.
 */
export const DEFAULT_SPINS_PER_ADDRESS = 20;

/** Parses odds such as '60,28,10,2': one non-negative weight per segment, at least one above 0. */
export function parseWheelOdds(text: string): number[] {
  const odds = text.split(',').map((part) => Number(part.trim()));
  if (odds.length !== WHEEL_SEGMENTS.length || odds.some((weight) => !Number.isInteger(weight) || weight < 0)) {
    throw new Error(
      `NEXUS_WHEEL_ODDS must be ${WHEEL_SEGMENTS.length} whole weights for ${WHEEL_SEGMENTS.map((segment) => segment.label).join(', ')}, e.g. '${DEFAULT_WHEEL_ODDS.join(',')}', not '${text}'.`,
    );
  }
  if (odds.every((weight) => weight === 0)) throw new Error('NEXUS_WHEEL_ODDS needs at least one weight above 0.');
  return odds;
}

/** A segment drawn with the odds, from a cryptographic source: nobody can predict the next prize. */
export function drawSegment(odds: readonly number[], draw: (max: number) => number = randomInt): number {
  const total = odds.reduce((sum, weight) => sum + weight, 0);
  let ticket = draw(total);
  for (const [index, weight] of odds.entries()) {
    if (ticket < weight) return index;
    ticket -= weight;
  }
  throw new Error(`Drew ${ticket} beyond the odds' total ${total}.`);
}

function positiveInteger(name: string, text: string | undefined, fallback: number): number {
  if (text === undefined || text.trim() === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number above 0, not '${text}'.`);
  return value;
}

/**
 * The rules as the operator configured them. With nothing set, the flash sale runs for the spec's
 * 8h 6m 14s from `startedAt` (the server's start), so a fresh `npm start` always has it running.
 */
export function couponRulesFromEnv(env: NodeJS.ProcessEnv = process.env, startedAt = new Date()): CouponRules {
  const endsAtText = env.NEXUS_FLASH_SALE_ENDS_AT?.trim();
  const flashSaleEndsAt = endsAtText ? new Date(endsAtText) : new Date(startedAt.getTime() + FLASH_SALE.durationSeconds * 1000);
  if (Number.isNaN(flashSaleEndsAt.getTime())) {
    throw new Error(`NEXUS_FLASH_SALE_ENDS_AT must be a date and time such as 2026-12-01T18:00:00+02:00, not '${endsAtText}'.`);
  }
  return {
    wheelOdds: env.NEXUS_WHEEL_ODDS?.trim() ? parseWheelOdds(env.NEXUS_WHEEL_ODDS) : DEFAULT_WHEEL_ODDS,
    flashSaleEndsAt,
    spinsPerAddress: positiveInteger('NEXUS_SPINS_PER_ADDRESS', env.NEXUS_SPINS_PER_ADDRESS, DEFAULT_SPINS_PER_ADDRESS),
    spinWindowMs: 24 * 60 * 60 * 1000,
    wrongCodesPerAddress: positiveInteger('NEXUS_WRONG_COUPONS_PER_ADDRESS', env.NEXUS_WRONG_COUPONS_PER_ADDRESS, 10),
    wrongCodeWindowMs: 15 * 60 * 1000,
  };
}
