// jsdom ships no types, and @types/jsdom brings a second undici-types whose fetch globals clash with Node 20's.
declare module 'jsdom' {
  /** The part of jsdom the back office uses: a DOM window for the rich-text sanitiser. */
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
