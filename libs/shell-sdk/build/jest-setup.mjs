// What jsdom lacks and our stack expects: react-router needs TextEncoder,
// antd's responsive helpers need matchMedia, antd's Table measures scrollbars
// with getComputedStyle's pseudo-element argument, which jsdom does not implement.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });

const view = globalThis.window;
if (view) {
  if (!view.matchMedia) {
    view.matchMedia = (query) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    });
  }
  const getComputedStyle = view.getComputedStyle.bind(view);
  view.getComputedStyle = (element) => getComputedStyle(element);
}
