import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The common-password list of zxcvbn-ts (`@zxcvbn-ts/language-common`, about 49,000 passwords
 * from published breaches, maintained with the library): a staff password on it, or one of them
 * dressed up the usual ways, is refused (decision 0042). Read once, on the first check.
 */
let list: ReadonlySet<string> | undefined;
const common = () => (list ??= new Set(dictionary['passwords-common']));

/** Letters people swap in for others ('p@ssw0rd'), read back; '1' as 'i' and as 'l'. */
const swaps: [RegExp, string][] = [
  [/[@4]/g, 'a'],
  [/3/g, 'e'],
  [/0/g, 'o'],
  [/[$5]/g, 's'],
  [/7/g, 't'],
  [/!/g, 'i'],
];
const unswapped = (text: string) => swaps.reduce((value, [pattern, letter]) => value.replace(pattern, letter), text);

/**
 * The forms of a password to look up: as typed (any case), without the digits and signs around
 * its letters ('Password2026!' is 'password'), and each with swapped letters read back.
 */
function formsOf(password: string): string[] {
  const lower = password.toLowerCase().normalize('NFC');
  const core = lower.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
  const forms = [lower, core, unswapped(lower), unswapped(core)];
  for (const form of [...forms]) if (form.includes('1')) forms.push(form.replace(/1/g, 'i'), form.replace(/1/g, 'l'));
  return forms.filter((form) => form.length >= 4);
}

/**
 * Whether a password is one that attackers try first: on the list (as typed or dressed up), or
 * made of fewer than five different characters ('aaaaaaaaaaaa', '121212121212').
 */
export function isCommonPassword(password: string): boolean {
  if (new Set(password.toLowerCase()).size < 5) return true;
  const list = common();
  return formsOf(password).some((form) => list.has(form));
}
