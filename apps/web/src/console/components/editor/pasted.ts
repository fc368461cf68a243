/**
 * Pasted text and its Unicode conversion as pairs of lines to find and replace in the body: a
 * pasted line became a paragraph of its own, or joined the text where the cursor was, so each is
 * looked for by itself (without the spaces at its ends). Lines that did not change are left out.
 */
export function pastedPairs(pasted: string, converted: string): (readonly [from: string, to: string])[] {
  const from = pasted.split(/\r?\n/).map((line) => line.trim());
  const to = converted.split(/\r?\n/).map((line) => line.trim());
  const pairs =
    from.length === to.length ? from.map((line, index) => [line, to[index]!] as const) : [[pasted.trim(), converted.trim()] as const];
  return pairs.filter(([zawgyi, unicode]) => zawgyi !== '' && zawgyi !== unicode);
}
