import { createElement, Fragment } from 'react';
import { IconButton } from 'storybook/internal/components';
import { addons, types, useGlobals } from 'storybook/manager-api';

/** The portal's two layouts, as named in the preview's viewports: one click on the toolbar for either. */
const layouts = [
  { value: 'phone', label: '手机', title: '手机 360×740' },
  { value: 'desktop', label: '桌面', title: '桌面 1280×800' },
] as const;

function LayoutSwitch() {
  const [globals, updateGlobals] = useGlobals();
  const current = (globals.viewport as { value?: string } | undefined)?.value;
  return createElement(
    Fragment,
    null,
    layouts.map(({ value, label, title }) =>
      createElement(
        IconButton,
        {
          key: value,
          active: current === value,
          title,
          onClick: () => updateGlobals({ viewport: { value, isRotated: false } }),
        },
        label,
      ),
    ),
  );
}

addons.register('art-portal/layout-switch', () => {
  addons.add('art-portal/layout-switch/tool', {
    type: types.TOOL,
    title: '手机 / 桌面',
    match: ({ viewMode }) => viewMode === 'story',
    render: () => createElement(LayoutSwitch),
  });
});
