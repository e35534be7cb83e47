import { setProjectAnnotations } from '@storybook/react-vite';
import preview from '../.storybook/preview';

setProjectAnnotations([preview]);

// jsdom lays nothing out, so it has no scrolling into view; a listbox keeping its active option in sight calls it.
if (!('scrollIntoView' in Element.prototype))
  Object.defineProperty(Element.prototype, 'scrollIntoView', { value: () => undefined });
