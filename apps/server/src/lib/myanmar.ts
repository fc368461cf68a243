import { createRequire } from 'node:module';

// myanmar-tools is CommonJS without types; 1.1.3 is pinned because 1.2.0 ships without its build.
const require = createRequire(import.meta.url);
const { ZawgyiDetector, ZawgyiConverter } = require('myanmar-tools') as {
  ZawgyiDetector: new () => { getZawgyiProbability(text: string): number };
  ZawgyiConverter: new () => { zawgyiToUnicode(text: string): string };
};

const detector = new ZawgyiDetector();
const converter = new ZawgyiConverter();
const MYANMAR = /[\u1000-\u109f]/;

/** Text typed in the Zawgyi encoding is converted to Unicode before it is searched or stored. */
export function toUnicode(text: string): string {
  if (!MYANMAR.test(text)) return text;
  return detector.getZawgyiProbability(text) > 0.95 ? converter.zawgyiToUnicode(text) : text;
}
