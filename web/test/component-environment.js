// jsdom for the React component tests, with Node's own fetch family: jsdom has no fetch, and
// RTK Query builds a Request whose signal must be Node's AbortSignal, so the whole family is
// taken from Node together (mixing jsdom's AbortSignal with Node's Request throws; a jsdom FormData
// body would be sent as the text "[object FormData]").
import { TestEnvironment } from 'jest-environment-jsdom';

const FROM_NODE = [
  'fetch',
  'Response',
  'Headers',
  'AbortController',
  'AbortSignal',
  'structuredClone',
  'TextEncoder',
  'TextDecoder',
  'FormData',
  'Blob',
  'File',
];

export default class ComponentEnvironment extends TestEnvironment {
  async setup() {
    await super.setup();
    for (const name of FROM_NODE) this.global[name] = globalThis[name];
    const page = this.global.location;
    // The app calls relative paths ('/api/...') as a browser page would; Node's Request needs the page's origin.
    this.global.Request = class PageRequest extends globalThis.Request {
      constructor(input, init) {
        super(typeof input === 'string' ? new URL(input, page.href) : input, init);
      }
    };
  }
}
