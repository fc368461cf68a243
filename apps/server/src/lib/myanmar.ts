import { createRequire } from 'node:module';
import { shouldConvertZawgyi } from '@mahasi/contract/myanmar';

// myanmar-tools is CommonJS without types; 1.1.3 is pinned because 1.2.0 ships without its build.
const require = createRequire(import.meta.url);
const { ZawgyiDetector, ZawgyiConverter } = require('myanmar-tools') as {
  ZawgyiDetector: new () => { getZawgyiProbability(text: string): number };
  ZawgyiConverter: new () => { zawgyiToUnicode(text: string): string };
};

const detector = new ZawgyiDetector();
const converter = new ZawgyiConverter();

/** Text typed in the Zawgyi encoding is converted to Unicode before it is searched or stored. */
export function toUnicode(text: string): string {
  return shouldConvertZawgyi(text, (t) => detector.getZawgyiProbability(t)) ? converter.zawgyiToUnicode(text) : text;
}
