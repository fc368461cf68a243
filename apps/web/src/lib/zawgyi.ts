/**
 * Text people type may be in Zawgyi, the legacy Myanmar font encoding. Everything a form sends
 * passes through here and is converted to Unicode first. The detector is large, so it is loaded
 * only when the text contains Myanmar characters at all.
 */
import { MYANMAR_TEXT, hasZawgyiShape, shouldConvertZawgyi } from '@mahasi/contract/myanmar';

interface Tools {
  detector: { getZawgyiProbability(input: string): number };
  converter: { zawgyiToUnicode(input: string): string };
}

let tools: Promise<Tools> | undefined;

/**
 * The detector decodes its model with Node's `new Buffer(data, 'base64')` when it is made, which
 * browsers do not have ("Buffer is not defined": every Zawgyi check failed there). Only for that
 * moment, a stand-in that does the one thing it asks; nothing else sees a global Buffer.
 */
function withBase64Buffer<T>(make: () => T): T {
  const scope = globalThis as { Buffer?: unknown };
  if (scope.Buffer !== undefined) return make();
  scope.Buffer = function base64Bytes(data: string) {
    return Uint8Array.from(atob(data), (char) => char.charCodeAt(0));
  };
  try {
    return make();
  } finally {
    delete scope.Buffer;
  }
}

function loadTools(): Promise<Tools> {
  tools ??= import('myanmar-tools').then((module) => {
    // A CommonJS package: its exports arrive as the default export in some loaders.
    const lib = (module as unknown as { default?: typeof module }).default ?? module;
    return { detector: withBase64Buffer(() => new lib.ZawgyiDetector()), converter: new lib.ZawgyiConverter() };
  });
  return tools;
}

export function hasMyanmar(text: string): boolean {
  return MYANMAR_TEXT.test(text);
}

export async function toUnicode(text: string): Promise<string> {
  // The large detector loads only for text that could be Zawgyi at all.
  if (!hasMyanmar(text) || !hasZawgyiShape(text)) return text;
  const { detector, converter } = await loadTools();
  return shouldConvertZawgyi(text, (t) => detector.getZawgyiProbability(t)) ? converter.zawgyiToUnicode(text) : text;
}

/** Converts every string value of a form's values (one level deep) to Unicode. */
export async function toUnicodeFields<T extends object>(values: T): Promise<T> {
  const entries = await Promise.all(
    Object.entries(values).map(async ([key, value]) => [key, typeof value === 'string' ? await toUnicode(value) : value] as const),
  );
  return Object.fromEntries(entries) as T;
}
