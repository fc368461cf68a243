/**
 * Zawgyi, the legacy Myanmar font encoding, reuses Unicode's code points in another order. The
 * statistical detector (myanmar-tools) is unreliable on short words: it scores the Unicode words
 * မေတ္တာ and ဓမ္မ as Zawgyi. So text is converted only when the detector is confident AND the text
 * has a shape that well-formed Unicode Burmese never has. Pure and small: server and web share it.
 */
const CONSONANT = '\u1000-\u1021\u1023-\u1027\u1029\u102a\u103f\u104e';

/** Shapes impossible in well-formed Unicode Burmese but normal in Zawgyi. */
const ZAWGYI_SHAPES = [
  // The vowel sign E (ေ) typed before its consonant: at the start, or after a space or punctuation.
  // eslint-disable-next-line no-misleading-character-class -- the class lists combining signs on purpose
  new RegExp(`(^|[^${CONSONANT}\\u103b-\\u103e\\u1031])\\u1031`),
  // Zawgyi's medial ra (ျ, U+103B) typed before its consonant.
  new RegExp(`(^|[^${CONSONANT}])\\u103b`),
  // Zawgyi's asat is U+1039: followed by a space, punctuation or the end, not by a consonant.
  new RegExp(`\\u1039($|[^${CONSONANT}])`),
  // Zawgyi's stacked and variant glyphs live in U+1060-U+1097 (Mon, Karen and Shan letters in Unicode).
  /[\u1060-\u1097]/,
];

export const MYANMAR_TEXT = /[\u1000-\u109f\ua9e0-\ua9ff\uaa60-\uaa7f]/;

export function hasZawgyiShape(text: string): boolean {
  return ZAWGYI_SHAPES.some((shape) => shape.test(text));
}

/** The detector's probability above which, together with a Zawgyi shape, text is converted. */
export const ZAWGYI_THRESHOLD = 0.95;

export function shouldConvertZawgyi(text: string, probability: (text: string) => number): boolean {
  return MYANMAR_TEXT.test(text) && hasZawgyiShape(text) && probability(text) > ZAWGYI_THRESHOLD;
}
