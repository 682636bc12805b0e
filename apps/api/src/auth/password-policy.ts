import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as zxcvbnCommon from '@zxcvbn-ts/language-common';
import * as zxcvbnEn from '@zxcvbn-ts/language-en';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, type WeakPasswordReason } from '@fixflow/contracts';

/**
 * zxcvbn scores 0–4 by estimated guesses; below 3 ("safely unguessable") a password falls to
 * an online attack on a leaked list or a dictionary with common substitutions.
 */
const MIN_SCORE = 3;
/** Lower, upper, digit, symbol: one kind alone (all digits, all lower-case…) is refused. */
const MIN_CHARACTER_KINDS = 2;

const CHARACTER_KINDS = [/\p{Ll}/u, /\p{Lu}/u, /\p{Nd}/u, /[^\p{L}\p{Nd}]/u];

/** Building the ranked dictionaries takes ~0.4 s: once per process, on first use. */
let estimator: ZxcvbnFactory | undefined;
function strengthEstimator(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...zxcvbnCommon.dictionary, ...zxcvbnEn.dictionary },
    graphs: zxcvbnCommon.adjacencyGraphs,
    translations: zxcvbnEn.translations,
  });
  return estimator;
}

/**
 * Why a password is too weak, empty when it is acceptable. `userInputs` (email, names) count
 * as known words, so "acme-repair-2024" is weak for Acme Repair.
 */
export function weakPasswordReasons(password: string, userInputs: string[] = []): WeakPasswordReason[] {
  const reasons: WeakPasswordReason[] = [];
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH || length > PASSWORD_MAX_LENGTH) reasons.push('length');
  const kinds = CHARACTER_KINDS.filter((kind) => kind.test(password)).length;
  if (kinds < MIN_CHARACTER_KINDS) reasons.push('characters');
  // Past the maximum the estimator is pointless (and slower); the length reason already refuses it.
  if (length <= PASSWORD_MAX_LENGTH) {
    const inputs = userInputs.flatMap((input) => input.toLowerCase().split(/[^\p{L}\p{Nd}]+/u)).filter((word) => word.length > 2);
    if (strengthEstimator().check(password, inputs).score < MIN_SCORE) reasons.push('common');
  }
  return reasons;
}

/** Loads the dictionaries at boot so the first sign-up does not pay for it. */
export function warmUpPasswordPolicy(): void {
  strengthEstimator();
}
